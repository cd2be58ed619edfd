// The price offers as records (decision 045): the public reads of
// /prezzi and /prezzi-studenti and the record type behind /admin/prezzi.
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { pricesPageData } from "~/features/courses/public-api.server";
import type { FaqEntry, FaqPage } from "~/features/faq/public-api";
import { listFaq } from "~/features/faq/public-api.server";
import { faqPage } from "~/platform/structured-data";
import {
  priceCardOf,
  PRICE_LIST_KEYS,
  PRICE_LISTS,
  type PriceList,
  type PriceOfferValues,
  type TeacherCard,
} from "~/features/prices/price-offers";
import { PRICE_OFFER_SEED } from "~/features/prices/prices-content";
import {
  neverEdited,
  RecordNotFoundError,
  saveRecord,
  snapshotText,
  snapshotTexts,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { orderedRows } from "~/platform/records/ordered-rows.server";
import type { Db } from "~/platform/db/client.server";
import { priceOffers, type PriceOffer } from "~/platform/db/schema";

const offerRows = orderedRows<PriceOffer, PriceOfferValues, PriceList>(
  priceOffers,
  priceOffers.list,
  (offer) => offer.list,
);

/** Every offer, list by list (docenti first), in staff's order. */
export const listPriceOffers = offerRows.all;

async function priceListCards(db: Db, list: PriceList) {
  return (await offerRows.inGroup(db, list)).map((row, i) => priceCardOf(row, i));
}

/**
 * `rows` with `row` as it will be once published: in its place, at the end
 * of a list it moves into (as the save puts it), left out of one it leaves.
 */
function asPublished<T extends { id: string }>(rows: readonly T[], row: T, inList: boolean): T[] {
  if (!inList) return rows.filter((r) => r.id !== row.id);
  return rows.some((r) => r.id === row.id)
    ? rows.map((r) => (r.id === row.id ? row : r))
    : [...rows, row];
}

/**
 * The public page of a FAQ (a price list page, or /contatti) as staff preview
 * an offer or a question with its pending edits (decision 047): `change` in
 * place of the published one; no course to go back to.
 */
export async function publicPagePreview(
  db: Db,
  faqPage: FaqPage,
  change: { offer?: PriceOffer; question?: FaqEntry & { page: FaqPage } },
) {
  const listed = await listFaq(db, faqPage);
  const { offer, question } = change;
  const faq = question ? asPublished(listed, question, question.page === faqPage) : listed;
  const list = PRICE_LIST_KEYS.find((key) => PRICE_LISTS[key].faq === faqPage);
  if (!list) return { view: "contatti" as const, faq };
  const rows = await offerRows.inGroup(db, list);
  const shown = offer ? asPublished(rows, offer, offer.list === list) : rows;
  return { view: list, data: { from: null, cards: shown.map(priceCardOf), faq } };
}

/**
 * What a price page shows (spec §9): its offers and FAQ from the records, the
 * FAQ's JSON-LD, and the course the visitor came from ('Torna al Corso').
 */
export async function priceListPage(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  list: PriceList,
  page: FaqPage,
) {
  const { db } = args.context.get(appContext).database;
  const [{ from }, cards, faq] = await Promise.all([
    pricesPageData(args),
    priceListCards(db, list),
    listFaq(db, page),
  ]);
  return { from, cards, faq, faqJsonLd: faq.length ? faqPage(faq) : null };
}

/** Null when there is no offer with that id. */
export const getPriceOffer = offerRows.find;

/** Columns of a version snapshot, read back defensively (an older form of the record). */
function valuesOfSnapshot(s: Record<string, unknown>, current: PriceOffer): PriceOfferValues {
  const cents = s.priceCents === null ? null : Number(s.priceCents);
  const card = snapshotText(s.teacherCard);
  return {
    list: s.list === "studenti" || s.list === "docenti" ? s.list : current.list,
    title: snapshotText(s.title) ?? current.title,
    summary: snapshotText(s.summary) ?? "",
    priceCents: cents === null || Number.isInteger(cents) ? cents : current.priceCents,
    unit: snapshotText(s.unit) ?? "",
    hours: snapshotText(s.hours) ?? "",
    included: snapshotTexts(s.included),
    notes: snapshotText(s.notes) ?? "",
    teacherCard: (card === "si" || card === "no" || card === "nd"
      ? card
      : current.teacherCard) as TeacherCard,
    contactLabel: snapshotText(s.contactLabel) ?? current.contactLabel,
  };
}

/**
 * A price offer for the record core. A new offer goes at the end of its list;
 * one moved to the other list goes at its end too. A version keeps every
 * field staff edit; a restore writes them back (the place in the list stays).
 */
export const priceOfferRecord: RecordType<PriceOffer, PriceOfferValues> = {
  entityType: "price-offer",
  noun: "Offerta",
  feminine: true,
  titleOf: (row) => row.title,
  notFound: () =>
    new RecordNotFoundError("L'offerta non esiste più: potrebbe essere stata eliminata."),
  ...offerRows.core,
  versions: {
    snapshot: (row) => ({
      list: row.list,
      title: row.title,
      summary: row.summary,
      priceCents: row.priceCents,
      unit: row.unit,
      hours: row.hours,
      included: row.included,
      notes: row.notes,
      teacherCard: row.teacherCard,
      contactLabel: row.contactLabel,
    }),
    apply: async (tx, current, snapshot) => {
      const values = valuesOfSnapshot(snapshot, current);
      return priceOfferRecord.update(tx, current, values);
    },
  },
  order: { where: "nel listino", ...offerRows.order },
};

/** Inserts an offer (no id) or updates one, through the record core. */
export function savePriceOffer(
  db: Db,
  input: Parameters<typeof saveRecord<PriceOffer, PriceOfferValues>>[2],
): Promise<PriceOffer> {
  return saveRecord(db, priceOfferRecord, input);
}

/**
 * The seed step (every start, after the migrations): the price lists of
 * prices-content.ts go into a table staff never edited (neverEdited).
 */
export async function seedPriceOffers(db: Db): Promise<void> {
  if (!(await neverEdited(db, priceOffers, priceOfferRecord.entityType))) return;
  await db.insert(priceOffers).values(offerRows.placed(PRICE_OFFER_SEED));
}
