import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Cookie policy", "Informativa sui cookie usati dal sito.");

export default function Page() {
  return (
    <>
      <PageHero title="Cookie policy">
        <p>Quali cookie e quali dati del browser usa questo sito.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <p className="text-slate-700">La pagina completa è in preparazione.</p>
      </div>
    </>
  );
}
