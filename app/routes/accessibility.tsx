import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Accessibilità", "Dichiarazione di accessibilità del sito.");

export default function Page() {
  return (
    <>
      <PageHero title="Dichiarazione di accessibilità">
        <p>Il nostro impegno per un sito utilizzabile da tutti.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/contatti"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Segnala un problema
        </Link>
      </div>
    </>
  );
}
