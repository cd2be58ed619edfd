import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Iscrizione CEDILS",
    "Modulo di iscrizione al corso di preparazione alla certificazione CEDILS.",
  );

export default function Page() {
  return (
    <>
      <PageHero title="Iscrizione al corso CEDILS">
        <p>Iscriviti al corso di preparazione alla certificazione CEDILS.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/news/corso-cedils-2025"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Leggi la presentazione del corso
        </Link>
      </div>
    </>
  );
}
