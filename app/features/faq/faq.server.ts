// The FAQ as records (decision 045): the public reads of /contatti
// and the price pages, and the record type behind /admin/faq. Answers are
// rich text, sanitised when saved and again when read.
import type { FaqEntry, FaqPage, FaqValues } from "~/features/faq/faq";
import { FAQ_SEED } from "~/features/faq/faq-content";
import {
  neverEdited,
  RecordNotFoundError,
  saveRecord,
  snapshotText,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { orderedRows } from "~/platform/records/ordered-rows.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import type { Db } from "~/platform/db/client.server";
import { faqItems, type FaqItem } from "~/platform/db/schema";

const faqRows = orderedRows<FaqItem, FaqValues, FaqPage>(faqItems, faqItems.page, (q) => q.page);

/** The questions of one page, in staff's order, answers sanitised. */
export async function listFaq(db: Db, page: FaqPage): Promise<FaqEntry[]> {
  return (await faqRows.inGroup(db, page)).map((row) => ({
    id: row.id,
    question: row.question,
    answerHtml: sanitizeNewsHtml(row.answer),
  }));
}

/** Every question, page by page, in staff's order. */
export const listAllFaq = faqRows.all;

/** Null when there is no question with that id. */
export const getFaq = faqRows.find;

/**
 * A question for the record core. A new one goes at the end of its page's
 * list; one moved to another page goes at its end too. A version keeps the
 * page, the question and the answer; a restore writes them back.
 */
export const faqRecord: RecordType<FaqItem, FaqValues> = {
  entityType: "faq",
  noun: "Domanda",
  feminine: true,
  titleOf: (row) => row.question,
  notFound: () =>
    new RecordNotFoundError("La domanda non esiste più: potrebbe essere stata eliminata."),
  ...faqRows.core,
  versions: {
    snapshot: (row) => ({ page: row.page, title: row.question, answer: row.answer }),
    apply: (tx, current, s) => {
      const page = snapshotText(s.page);
      return faqRecord.update(tx, current, {
        page:
          page === "contatti" || page === "prezzi" || page === "prezzi-studenti"
            ? page
            : current.page,
        question: snapshotText(s.title) ?? current.question,
        answer: sanitizeNewsHtml(snapshotText(s.answer) ?? current.answer),
      });
    },
  },
  order: { where: "nella sua pagina", ...faqRows.order },
};

/** Inserts a question (no id) or updates one, its answer sanitised, through the record core. */
export function saveFaq(
  db: Db,
  input: Parameters<typeof saveRecord<FaqItem, FaqValues>>[2],
): Promise<FaqItem> {
  return saveRecord(db, faqRecord, {
    ...input,
    values: { ...input.values, answer: sanitizeNewsHtml(input.values.answer) },
  });
}

/**
 * The seed step (every start, after the migrations): the questions of
 * faq-content.ts go into a table staff never edited (neverEdited).
 */
export async function seedFaq(db: Db): Promise<void> {
  if (!(await neverEdited(db, faqItems, faqRecord.entityType))) return;
  await db.insert(faqItems).values(faqRows.placed(FAQ_SEED));
}
