import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Docenti", "Percorsi di formazione in servizio per docenti di ogni ordine e grado.");

export default function Page() {
  return (
    <>
      <PageHero title="Formazione per docenti">
        <p>
          Percorsi di aggiornamento riconosciuti dal Ministero, pagabili con la Carta del Docente.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/corsi"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Esplora i corsi
        </Link>
      </div>
    </>
  );
}
