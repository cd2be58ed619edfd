import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as editionEditAction } from "~/features/enrolments/admin/edition-edit";
import { editionFormValues } from "~/features/enrolments/admin/editions-form.server";
import { getEditionForEditing } from "~/features/enrolments/editions.server";
import { priceOfferAction } from "~/features/prices/admin/price-offer-action.server";
import { priceOfferDraft } from "~/features/prices/price-offers";
import { priceOfferRecord } from "~/features/prices/prices.server";
import { courseEditions, courses, faqItems, newsPosts, priceOffers } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { postAsStaff, staffWithSession } from "../../../tests/support/action";
import { anEdition } from "../../../tests/support/builders";
import { describeOnEachDatabase, type TestDatabase } from "../../../tests/support/db";

const ENV = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

/** The seeded texts that write 99 € by hand: the prices FAQ answer and the Carta del Docente article. */
async function textsWriting99(database: TestDatabase) {
  const [faq] = await database.db
    .select({ id: faqItems.id })
    .from(faqItems)
    .where(eq(faqItems.question, "Quanto costano i corsi? Posso usare la Carta del Docente?"));
  const [news] = await database.db
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(eq(newsPosts.title, "Carta del Docente 2025/2026: come usarla per i nostri corsi"));
  return [
    {
      label: "Domanda frequente «Quanto costano i corsi? Posso usare la Carta del Docente?»",
      href: `/admin/faq/${faq!.id}`,
    },
    {
      label: "Articolo «Carta del Docente 2025/2026: come usarla per i nostri corsi»",
      href: `/admin/news/edit/${news!.id}`,
    },
  ];
}

/** A new 99 € edition of the Canva course, edited through the edition editor's action as Anna. */
async function canvaEditionAt99(database: TestDatabase) {
  const anna = await staffWithSession(database, "Anna Bianchi");
  const [course] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "canva-docenza-docenti"));
  const [edition] = await database.db
    .insert(courseEditions)
    .values(anEdition(course!.id, { priceCents: 9900 }))
    .returning();
  const params = { courseId: course!.id, editionId: edition!.id };
  return {
    /** The editor's fields as it opens now, with the version it was opened at. */
    async formValues(): Promise<Record<string, string>> {
      const found = (await getEditionForEditing(database.db, course!.id, edition!.id))!;
      return { ...editionFormValues(found.edition), openedVersion: found.version };
    },
    post: (fields: Record<string, string>) =>
      postAsStaff(
        (args: Parameters<typeof editionEditAction>[0]) => editionEditAction({ ...args, params }),
        `http://localhost/admin/corsi/${course!.id}/edizioni/${edition!.id}/modifica`,
        fields,
        anna.token,
        { database, env: ENV },
      ),
    async savedPriceCents() {
      const [after] = await database.db
        .select({ priceCents: courseEditions.priceCents })
        .from(courseEditions)
        .where(eq(courseEditions.id, edition!.id));
      return after!.priceCents;
    },
  };
}

describeOnEachDatabase(
  "texts writing a changed price by hand on %s",
  (db) => {
    it("lists them after a price offer's price changes, with links to edit them", async () => {
      const database = db();
      const anna = await staffWithSession(database, "Anna Bianchi");
      const [offer] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.title, "E-learning"));
      const edit = (args: Parameters<typeof priceOfferAction>[0]) =>
        priceOfferAction(args, offer!.id);
      const form = {
        ...priceOfferDraft(offer!),
        openedVersion: priceOfferRecord.versionOf(offer!),
      };
      const url = `http://localhost/admin/prezzi/${offer!.id}`;

      const changed = await postAsStaff(edit, url, { ...form, price: "109" }, anna.token, {
        database,
        env: ENV,
      });
      expect(changed).toMatchObject({ status: 200, body: { status: "success" } });
      expect(changed.body.handWritten).toEqual(await textsWriting99(database));

      // Saved again without touching the price: nothing to warn about.
      const [saved] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.id, offer!.id));
      const again = await postAsStaff(
        edit,
        url,
        { ...priceOfferDraft(saved!), openedVersion: priceOfferRecord.versionOf(saved!) },
        anna.token,
        { database, env: ENV },
      );
      expect(again.body).toMatchObject({ status: "success", handWritten: [] });
    });

    it("lists them after an edition's price changes, and not when only its seats do", async () => {
      const database = db();
      const edition = await canvaEditionAt99(database);
      const save = async (change: Record<string, string>) =>
        edition.post({ ...(await edition.formValues()), ...change });

      const seats = await save({ seats: "30" });
      expect(seats.body).toMatchObject({ status: "success", handWritten: [] });

      const price = await save({ price: "109,00" });
      expect(price.body).toMatchObject({ status: "success" });
      expect(price.body.handWritten).toEqual(await textsWriting99(database));
      expect(await edition.savedPriceCents()).toBe(10900);
    });

    it("refuses a price that is not an amount, beside the field, keeping it and changing nothing", async () => {
      const database = db();
      const edition = await canvaEditionAt99(database);
      const answer = await edition.post({
        ...(await edition.formValues()),
        price: "99,999",
        schoolPrice: "-10",
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errors: {
          price: "Indica l'importo in euro, per esempio 199 o 1.250,50 (al massimo due decimali).",
          schoolPrice: "L'importo non può essere negativo.",
        },
        values: { price: "99,999", schoolPrice: "-10" },
      });
      expect(await edition.savedPriceCents()).toBe(9900);
    });
  },
  { seed: true, fresh: "each" },
);
