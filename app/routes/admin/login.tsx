import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Accesso staff", "Accesso all'area riservata dello staff.");

export default function Page() {
  return (
    <>
      <PageHero title="Accesso area riservata">
        <p>Area riservata allo staff della scuola.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <p className="text-slate-700">La pagina completa è in preparazione.</p>
      </div>
    </>
  );
}
