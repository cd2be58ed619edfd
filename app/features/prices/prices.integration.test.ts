import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { priceOfferAction } from "~/features/prices/admin/price-offer-action.server";
import {
  priceOfferDraft,
  priceOfferSchema,
  type PriceOfferDraft,
} from "~/features/prices/price-offers";
import { listPriceOffers, priceOfferRecord } from "~/features/prices/prices.server";
import { auditLog, priceOffers } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { deleteRecord, restoreRecord } from "~/platform/records/editable-record.server";
import { seedDatabase } from "~/seed.server";
import { orderedListAction } from "~/platform/records/record-editor.server";
import { listVersions } from "~/platform/records/versions.server";
import type { requestContext } from "../../../tests/support/action";
import { postAsStaff, staffWithSession } from "../../../tests/support/action";
import {
  createTestDatabase,
  describeOnEachDatabase,
  type TestDatabase,
} from "../../../tests/support/db";

const ENV = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

const editor = (database: TestDatabase, name: string) => staffWithSession(database, name);

/** Posts a form to an action as the signed-in `token`; the answer's status and data (or the redirect). */
const post = (
  database: TestDatabase,
  run: (args: { request: Request; context: ReturnType<typeof requestContext> }) => unknown,
  url: string,
  fields: Record<string, string>,
  token: string,
) => postAsStaff(run, url, fields, token, { database, env: ENV });

/** The action of /admin/prezzi (price-offers.tsx). */
const priceListAction = (args: { request: Request; context: ReturnType<typeof requestContext> }) =>
  orderedListAction(args, priceOfferRecord, { href: "/admin/prezzi", failure: "Errore" });

const titles = async (database: TestDatabase, list: "docenti" | "studenti") =>
  (await listPriceOffers(database.db)).filter((o) => o.list === list).map((o) => o.title);

describeOnEachDatabase(
  "price offers as records on %s",
  (db, kind) => {
    it("start with today's two price lists, in their order", async () => {
      const offers = await listPriceOffers(db().db);
      expect(offers.map((o) => [o.list, o.title, o.priceCents, o.unit, o.teacherCard])).toEqual([
        ["docenti", "Scuole: formazione online sincrona", 15600, "all'ora", "no"],
        ["docenti", "E-learning", 9900, "a docente", "si"],
        ["docenti", "Piattaforma SOFIA", 19900, "a docente", "si"],
        ["docenti", "Lezioni individuali", 10000, "all'ora", "si"],
        ["studenti", "Erasmus+", null, "Incluso nel pacchetto di mobilità", "nd"],
        ["studenti", "PCTO online asincrono", 2500, "a studente", "nd"],
        ["studenti", "PCTO online sincrono", 11200, "all'ora", "nd"],
        ["studenti", "PCTO in presenza", 15000, "all'ora", "nd"],
      ]);
      const sofia = offers.find((o) => o.title === "Piattaforma SOFIA")!;
      expect(sofia.hours).toBe("25 ore di formazione");
      expect(sofia.included).toEqual([
        "Webinar di 2 ore con l'esperto",
        "1 credito formativo",
        "Iscrizione e attestato sulla piattaforma SOFIA",
      ]);
    });

    it("seeds the lists once: offers staff deleted do not come back at the next start", async () => {
      const database = await createTestDatabase(kind, { seed: true });
      try {
        const anna = await editor(database, "Anna Bianchi");
        for (const offer of await listPriceOffers(database.db))
          await deleteRecord(database.db, priceOfferRecord, offer.id, { id: anna.staff.id });
        await seedDatabase(database.db);
        expect(await listPriceOffers(database.db)).toEqual([]);
      } finally {
        await database.drop();
      }
    });

    it("saves a price with a version and a history row; refuses a save over a newer version with who and when", async () => {
      const database = db();
      const mario = await editor(database, "Mario Rossi");
      const anna = await editor(database, "Anna Bianchi");
      const [sofia] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.title, "Piattaforma SOFIA"));
      const opened = priceOfferRecord.versionOf(sofia!);
      const form = { ...priceOfferDraft(sofia!), openedVersion: opened };
      const url = `http://localhost/admin/prezzi/${sofia!.id}`;
      const edit = (args: Parameters<typeof priceOfferAction>[0]) =>
        priceOfferAction(args, sofia!.id);

      const first = await post(database, edit, url, { ...form, price: "209" }, anna.token);
      expect(first).toMatchObject({ status: 200, body: { status: "success" } });

      // Mario opened the same version before Anna saved: refused, nothing written, his values kept.
      const second = await post(database, edit, url, { ...form, price: "219,50" }, mario.token);
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(
        /^Questa offerta è stata modificata da Anna Bianchi il \d{1,2} \w+ \d{4} alle \d{2}:\d{2}, dopo che l'hai aperta\. Le tue modifiche non sono state salvate/,
      );
      expect(second.body.values).toMatchObject({ price: "219,50" });
      const [after] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.id, sofia!.id));
      expect(after!.priceCents).toBe(20900);

      const versions = await listVersions(database.db, "price-offer", sofia!.id);
      // The seeded state, then Anna's save.
      expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
        [2, "Anna Bianchi"],
        [1, ""],
      ]);
      const history = await database.db
        .select({ summary: auditLog.summary, actor: auditLog.actorLabel })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "price-offer"), eq(auditLog.entityId, sofia!.id)));
      expect(history).toEqual([
        { summary: "Offerta «Piattaforma SOFIA» modificata", actor: "Anna Bianchi" },
      ]);

      // Restoring version 1 brings the old price back as version 3.
      const restored = await restoreRecord(database.db, priceOfferRecord, {
        id: sofia!.id,
        versionId: versions[1]!.id,
        actor: { id: anna.staff.id },
      });
      expect(restored).toBe(3);
      const [back] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.id, sofia!.id));
      expect(back!.priceCents).toBe(19900);
    });

    it("answers 400 with the messages and the values typed, and saves nothing", async () => {
      const database = db();
      const anna = await editor(database, "Anna Bianchi");
      const before = await listPriceOffers(database.db);
      const answer = await post(
        database,
        priceOfferAction,
        "http://localhost/admin/prezzi/nuova",
        {
          list: "docenti",
          title: "",
          price: "centocinquanta",
          unit: "",
          contactLabel: "",
          teacherCard: "si",
        },
        anna.token,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        title: "Inserisci il titolo dell'offerta.",
        price: "Indica il prezzo in euro, per esempio 156 o 99,50.",
        unit: "Indica a cosa si riferisce il prezzo, per esempio «all'ora» o «a docente».",
        contactLabel: "Inserisci il testo del pulsante di contatto.",
      });
      expect(answer.body.values).toMatchObject({ price: "centocinquanta" });
      expect(await listPriceOffers(database.db)).toEqual(before);
    });

    it("adds an offer at the end of its list, moves it up and deletes it, with the history", async () => {
      const database = db();
      const anna = await editor(database, "Anna Bianchi");
      const created = await post(
        database,
        priceOfferAction,
        "http://localhost/admin/prezzi/nuova",
        {
          list: "studenti",
          title: "Campo estivo STEM",
          summary: "Una settimana di laboratori a luglio.",
          price: "1.200",
          unit: "a classe",
          hours: "30 ore di laboratorio",
          included: "Materiali\n\nAttestato PCTO",
          teacherCard: "nd",
          contactLabel: "Chiedi informazioni sul campo estivo",
        },
        anna.token,
      );
      expect(created.status).toBe(302);
      const id = String(created.body.location).match(
        /\/admin\/prezzi\/([0-9a-f-]{36})\?avviso=creata$/,
      )![1]!;
      const [row] = await database.db.select().from(priceOffers).where(eq(priceOffers.id, id));
      expect(row).toMatchObject({ priceCents: 120000, included: ["Materiali", "Attestato PCTO"] });
      expect((await titles(database, "studenti")).at(-1)).toBe("Campo estivo STEM");

      // Anna presses the offer's buttons on the list screen.
      const onList = (intent: string) =>
        post(
          database,
          priceListAction,
          "http://localhost/admin/prezzi",
          { intent, id },
          anna.token,
        );
      expect(await onList("move-up")).toEqual({
        status: 302,
        body: { location: `/admin/prezzi?avviso=spostato#voce-${id}` },
      });
      expect(await titles(database, "studenti")).toEqual([
        "Erasmus+",
        "PCTO online asincrono",
        "PCTO online sincrono",
        "Campo estivo STEM",
        "PCTO in presenza",
      ]);
      // The other list keeps its order.
      expect((await titles(database, "docenti"))[0]).toBe("Scuole: formazione online sincrona");

      expect(await onList("delete")).toEqual({
        status: 302,
        body: { location: "/admin/prezzi?avviso=eliminato" },
      });
      expect(await titles(database, "studenti")).not.toContain("Campo estivo STEM");
      const history = await database.db
        .select({ summary: auditLog.summary })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "price-offer"), eq(auditLog.entityId, id)));
      expect(history.map((h) => h.summary).sort()).toEqual([
        "Offerta «Campo estivo STEM» creata",
        "Offerta «Campo estivo STEM» eliminata",
        "Offerta «Campo estivo STEM» spostata su nel listino",
      ]);
    });

    it("keeps the first offer first when moved up, and answers a gone offer with the list's notice", async () => {
      const database = db();
      const anna = await editor(database, "Anna Bianchi");
      const before = await titles(database, "docenti");
      const [first] = (await listPriceOffers(database.db)).filter((o) => o.list === "docenti");
      const list = "http://localhost/admin/prezzi";
      await post(database, priceListAction, list, { intent: "move-up", id: first!.id }, anna.token);
      expect(await titles(database, "docenti")).toEqual(before);
      const gone = await post(
        database,
        priceListAction,
        list,
        { intent: "move-down", id: "00000000-0000-4000-8000-000000000000" },
        anna.token,
      );
      expect(gone).toEqual({ status: 302, body: { location: "/admin/prezzi?avviso=non-trovato" } });
    });
  },
  { seed: true },
);

it("the schema reads prices as staff type them", () => {
  const parse = (price: string) =>
    priceOfferSchema().safeParse({
      list: "docenti",
      title: "Corso",
      price,
      unit: "all'ora",
      teacherCard: "si",
      contactLabel: "Scrivici",
    } satisfies Partial<PriceOfferDraft>);
  expect(
    ["156", "€ 156", "99,50", "99.5", "1.200", "1200 €"].map((p) => parse(p).data?.priceCents),
  ).toEqual([15600, 15600, 9950, 9950, 120000, 120000]);
  expect(parse("").data?.priceCents).toBeNull();
  expect(parse("1,234").success).toBe(false);
});
