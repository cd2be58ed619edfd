import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Chi siamo",
    "Ente di formazione accreditato dal Ministero dell'Istruzione e del Merito, con sede a Potenza.",
  );

export default function Page() {
  return (
    <>
      <PageHero title="Chi siamo">
        <p>
          Un ente di formazione accreditato (Direttiva 170/2016) che da oltre 25 anni accompagna
          scuole, docenti e studenti.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/contatti"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Contattaci
        </Link>
      </div>
    </>
  );
}
