import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("ETN World", "Otto agenzie partner in Europa per la mobilità di docenti e studenti.");

export default function Page() {
  return (
    <>
      <PageHero title="La rete ETN World">
        <p>
          Otto agenzie partner in otto Paesi europei seguono i partecipanti prima, durante e dopo la
          mobilità.
        </p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/contatti"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Prenota una consulenza
        </Link>
      </div>
    </>
  );
}
