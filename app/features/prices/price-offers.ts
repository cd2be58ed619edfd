// The price offers of /prezzi and /prezzi-studenti as records staff edit at
// /admin/prezzi (decision 045). Browser-safe: the screens read the labels too.
import { z } from "zod";
import { trimmedText } from "~/platform/forms/staff-text";
import { checkFields, type Fail } from "~/platform/forms/field-checks";

/** The two price lists: the page each one is on, and that page's FAQ (faq.ts). */
export const PRICE_LISTS = {
  docenti: { label: "Docenti e scuole", path: "/prezzi", faq: "prezzi" },
  studenti: { label: "Studenti", path: "/prezzi-studenti", faq: "prezzi-studenti" },
} as const;
export type PriceList = keyof typeof PRICE_LISTS;
export const PRICE_LIST_KEYS = Object.keys(PRICE_LISTS) as PriceList[];

/** Whether the Carta del Docente pays for an offer; «nd»: the card says nothing (student offers). */
export const TEACHER_CARD_CHOICES = {
  si: "Sì, si può pagare con la Carta del Docente",
  no: "No, è fatturata alla scuola",
  nd: "Non indicarlo (offerte per studenti)",
} as const;
export type TeacherCard = keyof typeof TEACHER_CARD_CHOICES;

/** One offer as a card shows it (spec §9). */
export type PriceCard = {
  id: string;
  title: string;
  /** One line on who the offer is for. */
  summary: string;
  /** The figure shown large, e.g. '€ 156'; null when there is no price to show. */
  price: string | null;
  /** What the price is per, e.g. "all'ora"; or the text shown instead of a price. */
  unit: string;
  /** The hours first, then what is included. */
  conditions: string[];
  notes: string;
  /** Whether the Carta del Docente can pay for it (spec §9); null where it does not apply. */
  teacherCard: boolean | null;
  contactLabel: string;
};

/** The table's editable columns. */
export type PriceOfferValues = {
  list: PriceList;
  title: string;
  summary: string;
  /** Euro cents; null: no figure, `unit` is shown instead. */
  priceCents: number | null;
  unit: string;
  hours: string;
  included: string[];
  notes: string;
  teacherCard: TeacherCard;
  contactLabel: string;
};

/** A price in cents as the card writes it: '€ 156', '€ 99,50'. */
export function formatEuro(cents: number): string {
  const euro = Math.trunc(cents / 100);
  const rest = cents % 100;
  return `€ ${euro}${rest ? `,${String(rest).padStart(2, "0")}` : ""}`;
}

export function priceCardOf(
  offer: PriceOfferValues & { id: string },
  index: number,
): PriceCard & { position: number } {
  return {
    id: String(index + 1),
    position: index,
    title: offer.title,
    summary: offer.summary,
    price: offer.priceCents === null ? null : formatEuro(offer.priceCents),
    unit: offer.unit,
    conditions: [offer.hours, ...offer.included].filter(Boolean),
    notes: offer.notes,
    teacherCard: offer.teacherCard === "nd" ? null : offer.teacherCard === "si",
    contactLabel: offer.contactLabel,
  };
}

/** The form's fields, as text. */
export type PriceOfferDraft = {
  list: string;
  title: string;
  summary: string;
  price: string;
  unit: string;
  hours: string;
  included: string;
  notes: string;
  teacherCard: string;
  contactLabel: string;
};

export const EMPTY_PRICE_OFFER: PriceOfferDraft = {
  list: "docenti",
  title: "",
  summary: "",
  price: "",
  unit: "",
  hours: "",
  included: "",
  notes: "",
  teacherCard: "si",
  contactLabel: "Chiedi informazioni",
};

/** The draft of a saved offer: the price back to euro as typed ('156', '99,50'). */
export function priceOfferDraft(offer: PriceOfferValues): PriceOfferDraft {
  return {
    list: offer.list,
    title: offer.title,
    summary: offer.summary,
    price: offer.priceCents === null ? "" : formatEuro(offer.priceCents).slice(2),
    unit: offer.unit,
    hours: offer.hours,
    included: offer.included.join("\n"),
    notes: offer.notes,
    teacherCard: offer.teacherCard,
    contactLabel: offer.contactLabel,
  };
}

/** '156', '€ 156', '99,50', '1.200': euro with at most two decimals. */
const EURO = /^(?:€\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?(?:\s*€)?$/;

export function priceOfferSchema() {
  return z
    .object({
      list: trimmedText(20, "Scegli il listino."),
      title: trimmedText(120, "Il titolo può avere al massimo 120 caratteri."),
      summary: trimmedText(300, "La descrizione può avere al massimo 300 caratteri."),
      price: trimmedText(20, "Indica il prezzo in euro, per esempio 156 o 99,50."),
      unit: trimmedText(120, "Al massimo 120 caratteri."),
      hours: trimmedText(120, "Al massimo 120 caratteri."),
      included: trimmedText(2000, "Al massimo 2000 caratteri."),
      notes: trimmedText(500, "Le note possono avere al massimo 500 caratteri."),
      teacherCard: trimmedText(5, "Scegli una delle risposte proposte."),
      contactLabel: trimmedText(80, "Il testo del pulsante può avere al massimo 80 caratteri."),
    })
    .transform(
      checkFields((v, fail: Fail<keyof PriceOfferDraft>): PriceOfferValues => {
        if (!Object.hasOwn(PRICE_LISTS, v.list)) fail("list", "Scegli il listino.");
        if (!v.title) fail("title", "Inserisci il titolo dell'offerta.");
        let priceCents: number | null = null;
        if (v.price) {
          const match = v.price.match(EURO);
          if (!match) fail("price", "Indica il prezzo in euro, per esempio 156 o 99,50.");
          else {
            const euro = Number(match[1]!.replace(/\./g, ""));
            priceCents = euro * 100 + Number((match[2] ?? "").padEnd(2, "0"));
            if (priceCents > 100_000_00) fail("price", "Il prezzo non può superare 100.000 €.");
          }
        }
        if (!v.unit)
          fail(
            "unit",
            v.price
              ? "Indica a cosa si riferisce il prezzo, per esempio «all'ora» o «a docente»."
              : "Senza prezzo, scrivi il testo da mostrare al suo posto, per esempio «Incluso nel pacchetto di mobilità».",
          );
        if (!Object.hasOwn(TEACHER_CARD_CHOICES, v.teacherCard))
          fail("teacherCard", "Scegli una delle risposte proposte.");
        if (!v.contactLabel) fail("contactLabel", "Inserisci il testo del pulsante di contatto.");
        const included = v.included
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean);
        if (included.some((line) => line.length > 200))
          fail("included", "Ogni riga può avere al massimo 200 caratteri.");
        return {
          list: (Object.hasOwn(PRICE_LISTS, v.list) ? v.list : "docenti") as PriceList,
          title: v.title,
          summary: v.summary,
          priceCents,
          unit: v.unit,
          hours: v.hours,
          included,
          notes: v.notes,
          teacherCard: (Object.hasOwn(TEACHER_CARD_CHOICES, v.teacherCard)
            ? v.teacherCard
            : "nd") as TeacherCard,
          contactLabel: v.contactLabel,
        };
      }),
    );
}
