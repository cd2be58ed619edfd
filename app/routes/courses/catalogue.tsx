import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Corsi", "Il catalogo dei corsi di formazione per docenti e studenti.");

export default function Page() {
  return (
    <>
      <PageHero title="Catalogo dei corsi">
        <p>
          Tutti i nostri percorsi per docenti e studenti, con durata, livello e modalità di
          erogazione.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <p className="text-slate-700">La pagina completa è in preparazione.</p>
      </div>
    </>
  );
}
