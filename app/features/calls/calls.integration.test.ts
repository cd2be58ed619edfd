import { count, eq, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { callView } from "~/features/calls/calls";
import { fromRomeWallClock, toRomeWallClock } from "~/platform/rome-time";
import { action as newCallAction } from "~/features/calls/admin/call-new";
import { BACKUP_TABLES } from "~/platform/db/backup.server";
import {
  CallInUseError,
  CallKeyTakenError,
  deleteCall,
  getCallByKey,
  homeCallCards,
  listCallsForEditing,
  saveCall,
  type CallValues,
} from "~/features/calls/calls.server";
import type { Actor } from "~/platform/records/audit.server";
import type { CallFormValues } from "~/features/calls/calls";
import { callFormSchema, callFormValues } from "~/features/calls/admin/calls-form.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { seedDatabase } from "~/seed.server";
import { calls, newsPosts } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import { callAction, staffPost } from "../../../tests/support/action";
import { aCall } from "../../../tests/support/builders";
import {
  createDatabaseBefore,
  DATABASE_KINDS,
  describeOnEachDatabase,
} from "../../../tests/support/db";

/** Who makes the changes (the history names them). */
const STAFF: Actor = { id: null, label: "Redazione di prova" };

/** A valid form as staff would fill it in; each test spoils one field. */
const form = aCall;

function parse(values: Partial<CallFormValues>, isNew = true) {
  const result = callFormSchema(isNew).safeParse(values);
  if (result.success) return { ok: true as const, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors };
}

function valid(values: Partial<CallFormValues>, isNew = true): CallValues {
  const parsed = parse(values, isNew);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
}

describe("the call form's server validation", () => {
  it("accepts a complete call and reads its times as Italian time", () => {
    const values = valid(form());
    expect(values.key).toBe("erasmus-ka1-2026-mobilita-del-personale");
    // 19 February is winter time: 12:00 in Rome is 11:00 UTC.
    expect(values.deadline.toISOString()).toBe("2026-02-19T11:00:00.000Z");
    expect(values.opensAt!.toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(values).toMatchObject({ onHome: true, position: 5, cardTheme: "cielo" });
  });

  it.each([
    [{ title: "  " }, "title", "Inserisci il titolo del bando."],
    [{ deadlineDate: "" }, "deadlineDate", "Inserisci la data di scadenza."],
    [{ deadlineDate: "2026-02-30" }, "deadlineDate", "Data non valida: usa il formato aaaa-mm-gg."],
    [{ deadlineTime: "" }, "deadlineTime", "Inserisci l'ora di scadenza."],
    [{ deadlineTime: "24:00" }, "deadlineTime", "Ora non valida"],
    [
      { deadlineDate: "2026-03-29", deadlineTime: "02:30" },
      "deadlineTime",
      "Quest'ora non esiste in Italia",
    ],
    [{ opensDate: "2026-03-01" }, "opensDate", "La data di apertura deve precedere la scadenza."],
    [{ contactBy: "2026-02-20" }, "contactBy", "non può venire dopo la scadenza"],
    [{ officialUrl: "www.erasmusplus" }, "officialUrl", "Inserisci un indirizzo completo"],
    [{ cardTitle: "" }, "cardTitle", "Per mostrare il bando in home serve il titolo della scheda."],
    [{ cardDescription: "" }, "cardDescription", "serve il testo della scheda"],
    [{ cardLink: "" }, "cardLink", "indica dove porta il pulsante"],
    [{ cardLink: "javascript:alert(1)" }, "cardLink", "Il link deve essere una pagina del sito"],
    [
      { cardLink: "//altrove.example/pagina" },
      "cardLink",
      "Il link deve essere una pagina del sito",
    ],
    [{ position: "primo" }, "position", "Indica un numero intero da 0 a 999."],
    [{ cardTheme: "rosa" }, "cardTheme", "Scegli uno dei colori proposti."],
    [{ key: "Bando Nuovo!" }, "key", "solo lettere minuscole, numeri e trattini"],
  ] as const)("refuses %o with a message next to %s", (overrides, field, message) => {
    const parsed = parse(form(overrides));
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? {} : parsed.errors[field]).toContain(message);
  });

  it("does not ask for the home card's texts when the call is not on the home page", () => {
    const values = valid(form({ onHome: "", cardTitle: "", cardDescription: "", cardLink: "" }));
    expect(values.onHome).toBe(false);
  });

  it("an existing call's key is not read from the form: it never changes", () => {
    expect(valid(form({ key: "altra-chiave" }), false)).not.toHaveProperty("key");
  });
});

describe("Europe/Rome wall-clock time across the changes of summer time", () => {
  it.each([
    // Winter (CET, +01:00) and summer (CEST, +02:00).
    ["2025-11-15", "14:00", "2025-11-15T13:00:00.000Z"],
    ["2025-07-05", "18:00", "2025-07-05T16:00:00.000Z"],
    // The day summer time starts (30 March 2025): 01:59 is still winter, 03:00 summer.
    ["2025-03-30", "01:59", "2025-03-30T00:59:00.000Z"],
    ["2025-03-30", "03:00", "2025-03-30T01:00:00.000Z"],
    // The day it ends (26 October 2025): 02:30 happens twice, the first (summer) is taken.
    ["2025-10-26", "02:30", "2025-10-26T00:30:00.000Z"],
    ["2025-10-26", "03:00", "2025-10-26T02:00:00.000Z"],
    // Midnight at the turn of the year, in winter.
    ["2026-01-01", "00:00", "2025-12-31T23:00:00.000Z"],
  ])("%s %s in Rome is %s", (date, time, instant) => {
    expect(fromRomeWallClock(date, time)!.toISOString()).toBe(instant);
    expect(toRomeWallClock(instant)).toEqual({ date, time });
  });

  it("the hour skipped when summer time starts does not exist", () => {
    expect(fromRomeWallClock("2025-03-30", "02:00")).toBeNull();
    expect(fromRomeWallClock("2025-03-30", "02:59")).toBeNull();
  });
});

const log = pino({ level: "silent" });

describeOnEachDatabase(
  "calls as records on %s",
  (db) => {
    it("an empty database gets the calls of today's content, once", async () => {
      const database = db();
      const keys = (await listCallsForEditing(database.db)).map(({ call }) => call.key);
      expect(keys).toEqual(["fondi-basilicata", "move-2025", "ai-lab-tender"]);
      const move = (await getCallByKey(database.db, "move-2025"))!;
      expect(move.deadline).toBe("2025-10-09T11:00:00.000Z");
      await seedDatabase(database.db);
      const [n] = await database.db.select({ n: count() }).from(calls);
      expect(n!.n).toBe(3);
    });

    it("a deadline saved across the change of summer time reads back as the Rome date and time typed", async () => {
      const database = db();
      // 26 October 2025 is the night summer time ends; 29 March 2026 the night it starts.
      for (const [deadlineDate, deadlineTime, utc] of [
        ["2025-10-25", "23:30", "2025-10-25T21:30:00.000Z"],
        ["2025-10-26", "12:00", "2025-10-26T11:00:00.000Z"],
        ["2026-03-29", "12:00", "2026-03-29T10:00:00.000Z"],
      ] as const) {
        const saved = await saveCall(database.db, {
          values: valid(
            form({
              key: `dst-${deadlineDate}`,
              deadlineDate,
              deadlineTime,
              opensDate: "",
              contactBy: "",
            }),
          ),
          actor: STAFF,
        });
        expect(saved.deadline).toBe(utc);
        const again = (await getCallByKey(database.db, saved.key))!;
        expect(callFormValues(again)).toMatchObject({ deadlineDate, deadlineTime });
        await deleteCall(database.db, saved.id, STAFF);
      }
    });

    it("the status comes from the record: moving the deadline to yesterday closes the call", async () => {
      const database = db();
      const today = new Date("2025-09-15T10:00:00+02:00");
      const move = (await getCallByKey(database.db, "move-2025"))!;
      expect(callView(move, today)).toMatchObject({
        status: "open",
        deadlineLabel: "9 ottobre 2025, ore 13:00",
        contactByLabel: "30 settembre 2025",
      });
      const values = valid(
        {
          ...callFormValues(move),
          deadlineDate: "2025-09-14",
          deadlineTime: "23:59",
          contactBy: "",
        },
        false,
      );
      await saveCall(database.db, { id: move.id, values, actor: STAFF });
      const moved = (await getCallByKey(database.db, "move-2025"))!;
      expect(callView(moved, today)).toMatchObject({
        status: "closed",
        deadlineLabel: "14 settembre 2025, ore 23:59",
      });
      // The key and the other fields stay; the home card follows.
      expect(moved.cardTitle).toBe(move.cardTitle);
      const card = (await homeCallCards(database.db)).find((c) => c.id === "move-2025")!;
      expect(card.deadline.at).toBe("2025-09-14T21:59:00.000Z");
      // An opening date still ahead makes it upcoming.
      const ahead = valid(
        { ...callFormValues(moved), opensDate: "2025-10-01", deadlineDate: "2025-10-20" },
        false,
      );
      await saveCall(database.db, { id: move.id, values: ahead, actor: STAFF });
      expect(callView((await getCallByKey(database.db, "move-2025"))!, today).status).toBe(
        "upcoming",
      );
    });

    it("refuses to delete a call a page is built on, and deletes another", async () => {
      const database = db();
      for (const key of ["fondi-basilicata", "move-2025", "ai-lab-tender"]) {
        const call = (await getCallByKey(database.db, key))!;
        await expect(deleteCall(database.db, call.id, STAFF)).rejects.toThrow(CallInUseError);
        expect(await getCallByKey(database.db, key)).not.toBeNull();
      }
      const move = (await getCallByKey(database.db, "move-2025"))!;
      await expect(deleteCall(database.db, move.id, STAFF)).rejects.toThrow(
        "la pagina /move-2025 è costruita su di esso",
      );
      const extra = await saveCall(database.db, {
        values: valid(form({ key: "da-eliminare" })),
        actor: STAFF,
      });
      await expect(deleteCall(database.db, extra.id, STAFF)).resolves.toBe(true);
      await expect(deleteCall(database.db, extra.id, STAFF)).resolves.toBe(false);
    });

    it("a new call's key is unique, and a new call on the home page joins the cards in its order", async () => {
      const database = db();
      await expect(
        saveCall(database.db, { values: valid(form({ key: "move-2025" })), actor: STAFF }),
      ).rejects.toThrow(CallKeyTakenError);
      const erasmus = await saveCall(database.db, { values: valid(form()), actor: STAFF });
      const cards = await homeCallCards(database.db);
      expect(cards.map((c) => c.id)).toEqual([
        "fondi-basilicata",
        "move-2025",
        "erasmus-ka1-2026-mobilita-del-personale",
      ]);
      expect(cards[2]).toMatchObject({
        title: "Erasmus+ KA1 2026",
        link: { external: false, to: "/erasmus" },
        closedButtonText: "Leggi i dettagli",
      });
      await deleteCall(database.db, erasmus.id, STAFF);
    });

    it("every save and delete changes the page cache's content fingerprint", async () => {
      const database = db();
      const before = await contentFingerprint(database);
      const basilicata = (await getCallByKey(database.db, "fondi-basilicata"))!;
      await saveCall(database.db, {
        id: basilicata.id,
        values: valid({ ...callFormValues(basilicata), deadlineTime: "15:00" }, false),
        actor: STAFF,
      });
      const afterSave = await contentFingerprint(database);
      expect(afterSave).not.toBe(before);
      const extra = await saveCall(database.db, {
        values: valid(form({ key: "effimero" })),
        actor: STAFF,
      });
      const afterInsert = await contentFingerprint(database);
      expect(afterInsert).not.toBe(afterSave);
      await deleteCall(database.db, extra.id, STAFF);
      expect(await contentFingerprint(database)).not.toBe(afterInsert);
    });

    it("the staff action answers invalid input with messages next to the fields and keeps what was typed", async () => {
      const database = db();
      const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
      const request = await staffPost(
        database,
        "http://localhost/admin/bandi/nuovo",
        new URLSearchParams(form({ deadlineDate: "", cardLink: "ftp://x" })),
        "redattore",
      );
      const res = await callAction(newCallAction, request, { database, env, log });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe("invalid");
      expect(res.body.errors).toMatchObject({
        deadlineDate: "Inserisci la data di scadenza.",
        cardLink: expect.stringContaining("Il link deve essere una pagina del sito"),
      });
      expect(res.body.values).toMatchObject({
        title: "Erasmus+ KA1 2026 – Mobilità del personale",
        cardLink: "ftp://x",
      });
      expect(await getCallByKey(database.db, "erasmus-ka1-2026-mobilita-del-personale")).toBeNull();
    });

    it("backups include the calls table", () => {
      expect(BACKUP_TABLES).toContain("calls");
    });
  },
  { seed: true },
);

describe.each(DATABASE_KINDS)("the calls migration on an existing database (%s)", (kind) => {
  it("creates the table and its calls on the first start after the upgrade, keeping every row, and never overwrites staff's edits", async () => {
    // A site from before the calls existed, with a post of its own.
    const database = await createDatabaseBefore(kind, "_calls");
    try {
      await database.db.execute(
        sql`insert into news_posts (title, excerpt, content, image, slug, status) values ('Open day', 'Porte aperte', '<p>Sabato</p>', '/media/a.webp', 'open-day', 'published')`,
      );

      // The start: migrations, then the seed step, as server/app.ts does.
      await migrateDatabase(database, seedDatabase);
      expect((await listCallsForEditing(database.db)).map(({ call }) => call.key)).toEqual([
        "fondi-basilicata",
        "move-2025",
        "ai-lab-tender",
      ]);
      // The site's own post is still the only one (the news seed fills empty tables only).
      const news = await database.db.select({ slug: newsPosts.slug }).from(newsPosts);
      expect(news).toEqual([{ slug: "open-day" }]);

      // Staff edit a call; the next start keeps the edit and adds nothing.
      await database.db
        .update(calls)
        .set({ title: "MOVE 2025 – proroga" })
        .where(eq(calls.key, "move-2025"));
      await migrateDatabase(database, seedDatabase);
      expect((await getCallByKey(database.db, "move-2025"))!.title).toBe("MOVE 2025 – proroga");
      const [n] = await database.db.select({ n: count() }).from(calls);
      expect(n!.n).toBe(3);
    } finally {
      await database.drop();
    }
  });
});
