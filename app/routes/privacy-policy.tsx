import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Privacy policy", "Informativa sul trattamento dei dati personali.");

export default function Page() {
  return (
    <>
      <PageHero title="Privacy policy">
        <p>Come trattiamo i dati personali di chi visita il sito e ci contatta.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Torna alla home
        </Link>
      </div>
    </>
  );
}
