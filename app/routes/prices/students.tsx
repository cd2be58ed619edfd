import { PageHero } from "~/components/ui/page-hero";
import { BackToCourse, PriceCard } from "~/components/course/price-card";
import { STUDENT_PRICES, STUDENT_PRICES_FAQ } from "~/content/prices";
import { appContext } from "~/context";
import { pageMeta } from "~/lib/meta";
import { backToCourseId } from "~/server/courses.server";
import type { Route } from "./+types/students";

export const meta = () =>
  pageMeta(
    "Prezzi per studenti",
    "Prezzi dei percorsi per studenti: Erasmus+ incluso nel pacchetto di mobilità, PCTO online asincrono a 25 € a studente, online sincrono a 112 € l'ora, in presenza a 150 € l'ora.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  return { from: await backToCourseId(database.db, request) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Prezzi per studenti" kicker="Prezzi e modalità">
        <p>
          I nostri corsi per studenti si svolgono come percorsi PCTO online o in presenza, oppure
          all'estero dentro i progetti Erasmus+ della scuola.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BackToCourse courseId={loaderData.from} />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {STUDENT_PRICES.map((card) => (
            <PriceCard key={card.id} card={card} />
          ))}
        </div>
        <section aria-labelledby="domande-frequenti" className="mt-14 max-w-3xl">
          <h2 id="domande-frequenti" className="text-2xl font-bold text-slate-900">
            Domande frequenti
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {STUDENT_PRICES_FAQ.map((faq) => (
              <details key={faq.question} className="group p-5">
                <summary className="cursor-pointer font-semibold text-slate-900">
                  {faq.question}
                </summary>
                <p className="mt-3 text-slate-700">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
