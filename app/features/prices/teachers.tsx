import { PricesPage } from "~/features/prices/prices-page";
import { TEACHER_PRICES } from "~/features/prices/prices-content";
import { pageMeta } from "~/platform/meta";
import { pricesPageData } from "~/features/courses/courses.server";
import type { Route } from "./+types/teachers";

export const meta = () =>
  pageMeta(
    "Prezzi per docenti e scuole",
    "Prezzi e modalità dei corsi per docenti e scuole: online sincrono da 156 € l'ora, e-learning a 99 €, corsi SOFIA a 199 €, lezioni individuali a 100 € l'ora. Carta del Docente accettata.",
  );

export const loader = pricesPageData;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PricesPage
      title="Prezzi per docenti e scuole"
      intro={
        <p>
          Quattro modi per formarsi con noi: corsi su misura per le scuole, e-learning, corsi
          riconosciuti sulla piattaforma SOFIA e lezioni individuali. La Carta del Docente è
          accettata per e-learning, SOFIA e lezioni individuali.
        </p>
      }
      cards={TEACHER_PRICES}
      from={loaderData.from}
    >
      <p className="mt-10 max-w-3xl text-slate-700">
        Per reti di scuole, gruppi numerosi o percorsi che uniscono più modalità prepariamo un
        preventivo dedicato: scrivici dalla pagina dei contatti indicando numero di docenti, temi e
        periodo.
      </p>
    </PricesPage>
  );
}
