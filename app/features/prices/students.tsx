import { PricesPage } from "~/features/prices/prices-page";
import { STUDENT_PRICES, STUDENT_PRICES_FAQ } from "~/features/prices/prices-content";
import { pageMeta } from "~/platform/meta";
import { pricesPageData } from "~/features/courses/courses.server";
import type { Route } from "./+types/students";

export const meta = () =>
  pageMeta(
    "Prezzi per studenti",
    "Prezzi dei percorsi per studenti: Erasmus+ incluso nel pacchetto di mobilità, PCTO online asincrono a 25 € a studente, online sincrono a 112 € l'ora, in presenza a 150 € l'ora.",
  );

export const loader = pricesPageData;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesPage
      title="Prezzi per studenti"
      intro={
        <p>
          I nostri corsi per studenti si svolgono come percorsi PCTO online o in presenza, oppure
          all'estero dentro i progetti Erasmus+ della scuola.
        </p>
      }
      cards={STUDENT_PRICES}
      from={loaderData.from}
    >
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
    </PricesPage>
  );
}
