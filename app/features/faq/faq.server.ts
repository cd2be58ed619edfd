// The FAQ as records (issue 26, decision 045): the public reads of /contatti
// and the price pages, and the record type behind /admin/faq (save, versions,
// restore, order, delete through the record core). Answers are rich text,
// sanitised when saved and again when read.
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { FaqEntry, FaqPage, FaqValues } from "~/features/faq/faq";
import { FAQ_SEED } from "~/features/faq/faq-content";
import {
  neverEdited,
  RecordNotFoundError,
  RecordSlugTakenError,
  saveRecord,
  snapshotText,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import type { Db } from "~/platform/db/client.server";
import { faqItems, type FaqItem } from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";

const pageOrder = [asc(faqItems.position), asc(faqItems.createdAt), asc(faqItems.id)];

/** The questions of one page, in staff's order, answers sanitised. */
export async function listFaq(db: Db, page: FaqPage): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqItems)
    .where(eq(faqItems.page, page))
    .orderBy(...pageOrder);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answerHtml: sanitizeNewsHtml(row.answer),
  }));
}

/** Every question, page by page, in staff's order. */
export function listAllFaq(db: Db): Promise<FaqItem[]> {
  return db
    .select()
    .from(faqItems)
    .orderBy(asc(faqItems.page), ...pageOrder);
}

/** A question for its editor, or null when there is none with that id. */
export async function getFaq(db: Db, id: string): Promise<FaqItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id));
  return row ?? null;
}

class FaqNotFoundError extends RecordNotFoundError {
  constructor() {
    super("La domanda non esiste più: potrebbe essere stata eliminata.");
  }
}

async function nextPosition(tx: Db, page: FaqPage): Promise<number> {
  const [last] = await tx
    .select({ n: max(faqItems.position) })
    .from(faqItems)
    .where(eq(faqItems.page, page));
  return (last?.n ?? 0) + 1;
}

/**
 * A question for the record core. A new one goes at the end of its page's
 * list; one moved to another page goes at its end too. A version keeps the
 * page, the question and the answer; a restore writes them back.
 */
export const faqRecord: RecordType<FaqItem, FaqValues> = {
  entityType: "faq",
  noun: "Domanda",
  feminine: true,
  idOf: (row) => row.id,
  versionOf: (row) => String(row.revision),
  titleOf: (row) => row.question,
  notFound: () => new FaqNotFoundError(),
  // No unique address: nothing to be taken.
  slugTaken: () => new RecordSlugTakenError("question", "Domanda non salvata: riprova."),
  lock: async (tx, id) => {
    const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for("update");
    return row ?? null;
  },
  insert: async (tx, values) => {
    const [row] = await tx
      .insert(faqItems)
      .values({ ...values, position: await nextPosition(tx, values.page) })
      .returning();
    return row!;
  },
  update: async (tx, existing, values) => {
    const position =
      values.page === existing.page ? existing.position : await nextPosition(tx, values.page);
    const [row] = await tx
      .update(faqItems)
      .set({ ...values, position, updatedAt: sql`now()`, revision: sql`${faqItems.revision} + 1` })
      .where(eq(faqItems.id, existing.id))
      .returning();
    return row!;
  },
  remove: async (tx, row) => {
    await tx.delete(faqItems).where(eq(faqItems.id, row.id));
  },
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
  order: {
    where: "nella sua pagina",
    siblings: (tx, row) =>
      tx
        .select()
        .from(faqItems)
        .where(eq(faqItems.page, row.page))
        .orderBy(...pageOrder),
    setPosition: async (tx, row, position) => {
      await tx
        .update(faqItems)
        .set({ position })
        .where(and(eq(faqItems.id, row.id), ne(faqItems.position, position)));
    },
  },
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
  await db.insert(faqItems).values(
    FAQ_SEED.map((item) => ({
      ...item,
      position: FAQ_SEED.filter((f) => f.page === item.page).indexOf(item) + 1,
    })),
  );
}
