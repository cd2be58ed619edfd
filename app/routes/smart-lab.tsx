import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Smart Lab", "Il laboratorio no-code per progettare app e automazioni a scuola.");

export default function Page() {
  return (
    <>
      <PageHero title="Smart Lab">
        <p>
          Un laboratorio no-code dove studenti e docenti progettano app, automazioni e prototipi
          senza scrivere codice.
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
