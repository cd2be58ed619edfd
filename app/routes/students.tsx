import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Studenti",
    "Corsi e percorsi PCTO per studenti su intelligenza artificiale, robotica e creatività digitale.",
  );

export default function Page() {
  return (
    <>
      <PageHero title="Formazione per studenti">
        <p>Diciotto corsi per studenti, anche come percorsi PCTO in Italia e all'estero.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <Link
          to="/corsi"
          className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Vedi i corsi
        </Link>
      </div>
    </>
  );
}
