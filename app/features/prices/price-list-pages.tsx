// The two price list pages (spec §9) as views: the routes (teachers.tsx,
// students.tsx) render them, and so does the staff preview of a pending edit
// of an offer or a question (decision 047).
import type { ComponentType, ReactNode } from "react";
import { PricesPage } from "~/features/prices/prices-page";
import type { PriceList, PriceCard } from "~/features/prices/price-offers";
import type { FaqEntry } from "~/features/faq/public-api";

export type PriceListData = {
  cards: readonly PriceCard[];
  /** The course the visitor came from ('Torna al Corso'), if any. */
  from: string | null;
  faq: readonly FaqEntry[];
};

const PAGES: Record<PriceList, { title: string; intro: ReactNode; note?: ReactNode }> = {
  docenti: {
    title: "Prezzi per docenti e scuole",
    intro: (
      <p>
        Quattro modi per formarsi con noi: corsi su misura per le scuole, e-learning, corsi
        riconosciuti sulla piattaforma SOFIA e lezioni individuali. La Carta del Docente è accettata
        per e-learning, SOFIA e lezioni individuali.
      </p>
    ),
    note: (
      <p className="mt-10 max-w-3xl text-slate-700">
        Per reti di scuole, gruppi numerosi o percorsi che uniscono più modalità prepariamo un
        preventivo dedicato: scrivici dalla pagina dei contatti indicando numero di docenti, temi e
        periodo.
      </p>
    ),
  },
  studenti: {
    title: "Prezzi per studenti",
    intro: (
      <p>
        I nostri corsi per studenti si svolgono come percorsi PCTO online o in presenza, oppure
        all'estero dentro i progetti Erasmus+ della scuola.
      </p>
    ),
  },
};

function PriceListPage({ list, data }: { list: PriceList; data: PriceListData }) {
  const { title, intro, note } = PAGES[list];
  return (
    <PricesPage title={title} intro={intro} {...data}>
      {note}
    </PricesPage>
  );
}

type ViewProps = { data: PriceListData };

/** /prezzi: the offers of the «docenti» list. */
export const TeacherPrices = ({ data }: ViewProps) => <PriceListPage list="docenti" data={data} />;

/** /prezzi-studenti: the offers of the «studenti» list. */
export const StudentPrices = ({ data }: ViewProps) => <PriceListPage list="studenti" data={data} />;

export const PRICE_LIST_VIEWS: Record<PriceList, ComponentType<ViewProps>> = {
  docenti: TeacherPrices,
  studenti: StudentPrices,
};
