// Edits saved without publishing for the price offers and the FAQ
// (decisions 045 and 047), through their editors' actions as staff post
// them: 'Salva senza pubblicare' leaves the public page, the record, its
// versions and the content version alone; the editor opens on the edits and
// the staff preview shows them; 'Pubblica' applies them; 'Scarta le modifiche'
// drops them; a pending save over a newer version is refused (409, who and
// when, the values typed kept).
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { faqAction, faqEditing } from "~/features/faq/admin/faq-action.server";
import { loader as faqPreview } from "~/features/faq/admin/faq-preview";
import { listFaq } from "~/features/faq/faq.server";
import { loader as offerPreview } from "~/features/prices/admin/price-offer-preview";
import {
  priceOfferAction,
  priceOfferEditing,
} from "~/features/prices/admin/price-offer-action.server";
import { priceListPage } from "~/features/prices/prices.server";
import { faqItems, priceOffers } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import { orderedRecordEditData } from "~/platform/records/screens/ordered-records.server";
import {
  DISCARD_PENDING_INTENT,
  OPENED_PENDING_FIELD,
  SAVE_PENDING_INTENT,
} from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { listVersions } from "~/platform/records/versions.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { postAsStaff, requestContext, staffWithSession } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";

const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

describeOnEachDatabase(
  "pending edits of price offers and questions on %s",
  (db) => {
    /**
     * One seeded record of a type and what the test does with it: post its editor
     * form (opened on a version and on pending edits), read its screen's data,
     * its preview and its public page.
     */
    async function setUp(kind: "offer" | "faq") {
      const database = db();
      const context = requestContext(database, env);
      const anna = (await staffWithSession(database, "Anna Bianchi")).token;
      const maria = (await staffWithSession(database, "Maria Rossi")).token;
      const offer = kind === "offer";
      const editing = offer ? priceOfferEditing : faqEditing;
      const [row] = offer
        ? await database.db.select().from(priceOffers).where(eq(priceOffers.title, "E-learning"))
        : await database.db.select().from(faqItems).where(eq(faqItems.page, "contatti")).limit(1);
      const id = row!.id;
      const href = `${editing.href}/${id}`;
      const current = async () => (await editing.find(database.db, id))!;
      // The public text this test changes: the offer's title, the question.
      const field = offer ? "title" : "question";
      const original = offer ? "E-learning" : (row as { question: string }).question;

      async function post(
        token: string,
        fields: Record<string, string>,
        opened: { version?: string; pending?: string } = {},
      ) {
        const record = await current();
        const form = {
          ...(editing.draftOf as (r: typeof record) => Record<string, string>)(record),
          ...fields,
          [OPENED_VERSION_FIELD]: opened.version ?? editing.type.versionOf(record as never),
          [OPENED_PENDING_FIELD]: opened.pending ?? "",
        };
        const action = (args: Parameters<typeof faqAction>[0]) =>
          offer ? priceOfferAction(args, id) : faqAction(args, id);
        return postAsStaff(action, `http://localhost${href}`, form, token, { database, env });
      }

      /** The texts visitors get: the titles of /prezzi, or the questions of /contatti. */
      const publicTexts = async () =>
        offer
          ? (
              await priceListPage(
                { request: new Request("http://localhost/prezzi"), context },
                "docenti",
                "prezzi",
              )
            ).cards.map((c) => c.title)
          : (await listFaq(database.db, "contatti")).map((f) => f.question);

      /** The texts of the staff preview's page. */
      const previewTexts = async () => {
        const args = { request: new Request(`http://localhost${href}/anteprima`), context };
        const preview = offer
          ? await offerPreview({ ...args, params: { offerId: id } } as never)
          : await faqPreview({ ...args, params: { faqId: id } } as never);
        const page = preview.page;
        return {
          pending: preview.pending,
          texts:
            page.view === "contatti"
              ? page.faq.map((f) => f.question)
              : page.data.cards.map((c) => c.title),
        };
      };

      const screen = (query = "") =>
        orderedRecordEditData(
          { request: new Request(`http://localhost${href}${query}`), context, id },
          editing as typeof priceOfferEditing,
        );

      return {
        database,
        id,
        href,
        anna,
        maria,
        field,
        original,
        current,
        post,
        publicTexts,
        previewTexts,
        screen,
      };
    }

    for (const kind of ["offer", "faq"] as const) {
      it(`${kind}: saves without publishing; the public page, the record, its versions and the content version stay; the editor and the preview show the edits`, async () => {
        const t = await setUp(kind);
        const before = await t.current();
        const versions = await listVersions(t.database.db, kindType(kind), t.id);
        const fingerprint = await contentFingerprint(t.database);
        const publicBefore = await t.publicTexts();
        expect(publicBefore).toContain(t.original);

        const saved = await t.post(t.maria, {
          [t.field]: "Testo non ancora pubblicato",
          intent: SAVE_PENDING_INTENT,
        });
        expect(saved).toEqual({
          status: 302,
          body: { location: `${t.href}?avviso=bozza-salvata` },
        });

        expect(await t.current()).toEqual(before);
        expect(await listVersions(t.database.db, kindType(kind), t.id)).toHaveLength(
          versions.length,
        );
        expect(await contentFingerprint(t.database)).toBe(fingerprint);
        expect(await t.publicTexts()).toEqual(publicBefore);

        const screen = await t.screen("?avviso=bozza-salvata");
        expect(screen.initial).toMatchObject({ [t.field]: "Testo non ancora pubblicato" });
        expect(screen.pending).toMatchObject({ actorLabel: "Maria Rossi" });
        expect(screen.notice).toBe("bozza-salvata");

        const preview = await t.previewTexts();
        expect(preview.pending).toMatch(/^Modifiche non pubblicate del .+ di Maria Rossi$/);
        expect(preview.texts).toEqual(
          publicBefore.map((text) => (text === t.original ? "Testo non ancora pubblicato" : text)),
        );
      });

      it(`${kind}: 'Pubblica' applies the pending edits with a version; 'Scarta le modifiche' drops them`, async () => {
        const t = await setUp(kind);
        await t.post(t.maria, { [t.field]: "Primo testo", intent: SAVE_PENDING_INTENT });
        const first = (await getPendingEdit(t.database.db, kindType(kind), t.id))!;
        const versions = await listVersions(t.database.db, kindType(kind), t.id);
        const fingerprint = await contentFingerprint(t.database);

        const published = await t.post(
          t.maria,
          { [t.field]: "Primo testo", intent: "save" },
          { pending: first.token },
        );
        expect(published).toMatchObject({ status: 200, body: { status: "success" } });
        expect(await t.publicTexts()).toContain("Primo testo");
        const after = await listVersions(t.database.db, kindType(kind), t.id);
        expect(after.length).toBeGreaterThan(versions.length);
        expect(after[0]).toMatchObject({ actorLabel: "Maria Rossi" });
        expect(await contentFingerprint(t.database)).not.toBe(fingerprint);
        expect(await getPendingEdit(t.database.db, kindType(kind), t.id)).toBeNull();

        await t.post(t.maria, { [t.field]: "Da scartare", intent: SAVE_PENDING_INTENT });
        const second = (await getPendingEdit(t.database.db, kindType(kind), t.id))!;
        expect((await t.screen("?scarta=1")).confirmDiscard).toBe(true);
        const discarded = await t.post(
          t.maria,
          { intent: DISCARD_PENDING_INTENT },
          { pending: second.token },
        );
        expect(discarded).toEqual({
          status: 302,
          body: { location: `${t.href}?avviso=modifiche-scartate` },
        });
        expect(await getPendingEdit(t.database.db, kindType(kind), t.id)).toBeNull();
        expect(await t.publicTexts()).toContain("Primo testo");
        expect((await t.previewTexts()).pending).toBeNull();
      });

      it(`${kind}: refuses a pending save over a newer version or newer pending edits, with who and when, the values kept`, async () => {
        const t = await setUp(kind);
        const opened = (await t.screen()).version;
        await t.post(t.anna, { [t.field]: "Testo di Anna", intent: "save" });

        const refused = await t.post(
          t.maria,
          { [t.field]: "Testo di Maria", intent: SAVE_PENDING_INTENT },
          { version: opened },
        );
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({
          status: "failed",
          values: { [t.field]: "Testo di Maria" },
        });
        expect(String(refused.body.message)).toMatch(
          /è stata modificata da Anna Bianchi il \d{1,2} \w+ \d{4} alle \d{2}:\d{2}, dopo che l'hai aperta\. Le tue modifiche non sono state salvate/,
        );
        expect(await getPendingEdit(t.database.db, kindType(kind), t.id)).toBeNull();

        // Anna saves pending edits; Maria, opened without them, is refused too.
        await t.post(t.anna, { [t.field]: "Bozza di Anna", intent: SAVE_PENDING_INTENT });
        const again = await t.post(t.maria, {
          [t.field]: "Bozza di Maria",
          intent: SAVE_PENDING_INTENT,
        });
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ values: { [t.field]: "Bozza di Maria" } });
        expect((await getPendingEdit(t.database.db, kindType(kind), t.id))!.values).toMatchObject({
          [t.field]: "Bozza di Anna",
        });
      });
    }
  },
  { seed: true, fresh: "each" },
);

function kindType(kind: "offer" | "faq"): string {
  return kind === "offer" ? priceOfferEditing.type.entityType : faqEditing.type.entityType;
}
