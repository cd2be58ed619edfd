import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqItems } from "~/platform/db/schema";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { FAQ_SEED } from "~/features/faq/faq-content";
import { createDatabaseBefore, DATABASE_KINDS } from "../../../tests/support/db";

/** The seeded answer before online enrolment, as sites seeded before migration 0016 hold it. */
const SEEDED_BEFORE =
  "<p>Compila il modulo di contatto in questa pagina scegliendo «Iscrizione» come oggetto e indica nel messaggio il corso che ti interessa. La segreteria ti risponde con il calendario, le modalità di pagamento e i passi per completare l'iscrizione.</p><p>Per il corso di preparazione alla certificazione CEDILS c'è un modulo dedicato: <a href=\"/iscrizione-cedils\">iscriviti al corso CEDILS</a>.</p>";
const QUESTION = "Come posso iscrivermi a un corso?";

describe.each(DATABASE_KINDS)("the online-enrolment FAQ migration (0016) on %s", (kind) => {
  it("rewrites the seeded answer on how to enrol and leaves an answer staff edited alone", async () => {
    const database = await createDatabaseBefore(kind, "_faq_online_enrolment");
    try {
      const edited = "<p>Chiamaci in segreteria: ti iscriviamo noi.</p>";
      await database.db.execute(sql`
        insert into faq_items (page, question, answer, position) values
          ('contatti', ${QUESTION}, ${SEEDED_BEFORE}, 1),
          ('prezzi', ${QUESTION}, ${SEEDED_BEFORE}, 1),
          ('contatti', ${QUESTION}, ${edited}, 2)`);

      await migrateDatabase(database);

      const rows = await database.db
        .select({ page: faqItems.page, answer: faqItems.answer })
        .from(faqItems)
        .orderBy(faqItems.page, faqItems.position);
      const seeded = FAQ_SEED.find((f) => f.page === "contatti" && f.question === QUESTION)!;
      expect(seeded.answer).toContain("«Iscriviti»");
      expect(rows).toEqual([
        { page: "contatti", answer: seeded.answer },
        { page: "contatti", answer: edited },
        // Only the contact page's question was seeded with it: another page's copy is staff's.
        { page: "prezzi", answer: SEEDED_BEFORE },
      ]);
    } finally {
      await database.drop();
    }
  });
});
