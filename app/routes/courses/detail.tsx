import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Corso", "Programma, requisiti e modalità del corso.");

export default function Page() {
  return (
    <>
      <PageHero title="Dettaglio del corso">
        <p>Programma, requisiti, docente e modalità di iscrizione del corso.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/corsi"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Torna ai corsi
        </Link>
      </div>
    </>
  );
}
