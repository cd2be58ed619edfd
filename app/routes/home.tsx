import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Home",
    "Corsi di formazione per docenti e studenti, mobilità Erasmus+ e laboratori di intelligenza artificiale a Potenza.",
  );

export default function Page() {
  return (
    <>
      <PageHero title="Formazione accreditata per docenti, scuole e studenti">
        <p>
          Siamo un ente accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016):
          corsi per docenti e studenti, progetti Erasmus+ e laboratori di intelligenza artificiale
          per le scuole.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/corsi"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Scopri i corsi
        </Link>
      </div>
    </>
  );
}
