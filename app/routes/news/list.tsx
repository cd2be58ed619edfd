import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("News", "Notizie, eventi e bandi per docenti e scuole.");

export default function Page() {
  return (
    <>
      <PageHero title="News">
        <p>Notizie sui corsi, eventi, bandi e opportunità per le scuole.</p>
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-wrap gap-3 px-4 py-10">
        <p className="text-slate-700">La pagina completa è in preparazione.</p>
      </div>
    </>
  );
}
