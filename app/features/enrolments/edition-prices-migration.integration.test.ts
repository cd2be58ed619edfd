import { eq, sql } from "drizzle-orm";
import { courseEditions, enrolments } from "~/platform/db/schema";
import { describe, expect, it } from "vitest";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { createDatabaseBefore, DATABASE_KINDS } from "../../../tests/support/db";

/** The rows of a raw query (either driver answers `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** Editions' free-text prices as staff typed them before 0014, and the cents each becomes. */
const PRICES: Array<{ typed: string; coursePrice: string | null; cents: number | null }> = [
  { typed: "€ 199", coursePrice: null, cents: 19900 },
  { typed: "199", coursePrice: null, cents: 19900 },
  { typed: "€ 1.250,50", coursePrice: null, cents: 125050 },
  { typed: "99,50 €", coursePrice: null, cents: 9950 },
  { typed: " €99.5 ", coursePrice: null, cents: 9950 },
  { typed: "€ 0", coursePrice: null, cents: 0 },
  // Not one amount: no price rather than a wrong one.
  { typed: "€ 126/ora", coursePrice: "€ 290", cents: null },
  { typed: "da definire", coursePrice: null, cents: null },
  { typed: "€ 199,999", coursePrice: null, cents: null },
  // Empty showed the course's own price: that becomes the edition's.
  { typed: "", coursePrice: "€ 290", cents: 29000 },
  { typed: "", coursePrice: "€ 126/ora", cents: null },
  { typed: "", coursePrice: null, cents: null },
];

describe.each(DATABASE_KINDS)("the prices-as-amounts migration (0014) on %s", (kind) => {
  it("turns free-text edition prices into cents and gives existing enrolments their edition's price", async () => {
    const database = await createDatabaseBefore(kind, "_prices_as_amounts");
    try {
      for (const [i, p] of PRICES.entries()) {
        const courseId = `0000000${(i % 9) + 1}-0000-4000-8000-0000000013${String(i).padStart(2, "0")}`;
        const editionId = `1000000${(i % 9) + 1}-0000-4000-8000-0000000013${String(i).padStart(2, "0")}`;
        await database.db.execute(sql`
          insert into courses (id, slug, title, description, duration, level, category, price)
          values (${courseId}, ${`corso-${i}`}, ${`Corso ${i}`}, 'Descrizione', '10 ore', 'Base',
            'docenti', ${p.coursePrice})`);
        await database.db.execute(sql`
          insert into course_editions (id, course_id, start_date, mode, seats, price)
          values (${editionId}, ${courseId}, '2027-03-02', 'online', 20, ${p.typed})`);
        await database.db.execute(sql`
          insert into enrolments (reference, edition_id, full_name, fiscal_code, email, phone, payment_method)
          values (${`ISC-2027-${String(i + 1).padStart(4, "0")}`}, ${editionId}, 'Marco Rossi',
            'RSSMRA85T10A562S', 'marco.rossi@example.org', '3331234567', 'bonifico')`);
      }

      await migrateDatabase(database);

      const rows = await database.db
        .select({
          priceCents: courseEditions.priceCents,
          schoolPriceCents: courseEditions.schoolPriceCents,
          amountDueCents: enrolments.amountDueCents,
        })
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
        .orderBy(enrolments.reference);
      expect(rows.map((r) => [r.priceCents, r.amountDueCents])).toEqual(
        PRICES.map((p) => [p.cents, p.cents]),
      );
      expect(rows.every((r) => r.schoolPriceCents === null)).toBe(true);

      // One source of truth: the free-text column is gone, and so is the helper.
      const columns = await database.db.execute(sql`
        select column_name from information_schema.columns
        where table_name = 'course_editions' and column_name like 'price%'`);
      expect(rowsOf<{ column_name: string }>(columns).map((r) => r.column_name)).toEqual([
        "price_cents",
      ]);
      const helpers = await database.db.execute(
        sql`select 1 from pg_proc where proname = 'euro_text_to_cents'`,
      );
      expect(rowsOf(helpers)).toHaveLength(0);
    } finally {
      await database.drop();
    }
  });
});
