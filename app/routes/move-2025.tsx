import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("MOVE 2025", "Il bando regionale per la mobilità linguistica degli studenti.");

export default function Page() {
  return (
    <>
      <PageHero title="MOVE 2025">
        <p>
          Il bando regionale per la mobilità linguistica degli studenti delle scuole della
          Basilicata.
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
