import { PageHero } from "~/components/ui/page-hero";
import { BackToCourse, PriceCard } from "~/components/course/price-card";
import { TEACHER_PRICES } from "~/content/prices";
import { appContext } from "~/context";
import { pageMeta } from "~/lib/meta";
import { backToCourseId } from "~/server/courses.server";
import type { Route } from "./+types/teachers";

export const meta = () =>
  pageMeta(
    "Prezzi per docenti e scuole",
    "Prezzi e modalità dei corsi per docenti e scuole: online sincrono da 156 € l'ora, e-learning a 99 €, corsi SOFIA a 199 €, lezioni individuali a 100 € l'ora. Carta del Docente accettata.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return { from: await backToCourseId(database.db, request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Prezzi per docenti e scuole" kicker="Prezzi e modalità">
        <p>
          Quattro modi per formarsi con noi: corsi su misura per le scuole, e-learning, corsi
          riconosciuti sulla piattaforma SOFIA e lezioni individuali. La Carta del Docente è
          accettata per e-learning, SOFIA e lezioni individuali.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BackToCourse courseId={loaderData.from} />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {TEACHER_PRICES.map((card) => (
            <PriceCard key={card.id} card={card} />
          ))}
        </div>
        <p className="mt-10 max-w-3xl text-slate-700">
          Per reti di scuole, gruppi numerosi o percorsi che uniscono più modalità prepariamo un
          preventivo dedicato: scrivici dalla pagina dei contatti indicando numero di docenti, temi
          e periodo.
        </p>
      </div>
    </>
  );
}
