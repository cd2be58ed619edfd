import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Contatti", "Scrivici per informazioni sui corsi, iscrizioni e collaborazioni.");

export default function Page() {
  return (
    <>
      <PageHero title="Contatti">
        <p>
          Siamo a Potenza: scrivici per informazioni sui corsi, iscrizioni o proposte di
          collaborazione.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <p className="text-slate-700">La pagina completa è in preparazione.</p>
      </div>
    </>
  );
}
