// The content version (decision 041): a change saved through one
// instance changes the fingerprint every other instance reads, whatever the
// clocks of the two.
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterEach, expect, it, vi } from "vitest";
import { moveCourse, saveCourse } from "~/features/courses/admin/courses-admin.server";
import { priceOfferRecord, savePriceOffer } from "~/features/prices/prices.server";
import { saveNews } from "~/features/news/admin/news-admin.server";
import { currentSettings, saveSiteSettings } from "~/features/settings/settings.server";
import { createUser } from "~/features/staff/accounts.server";
import { openDatabase, type Database, type Db } from "~/platform/db/client.server";
import * as schema from "~/platform/db/schema";
import { actorOf } from "~/platform/records/audit.server";
import {
  bumpContentVersion,
  contentFingerprint,
  watchContentVersion,
} from "~/platform/records/content-version.server";
import { moveRecord } from "~/platform/records/editable-record.server";
import { aCourse } from "../../../support/builders";
import { describeOnEachDatabase, type TestDatabase } from "../../../support/db";

const NEWS = {
  title: "Corsi estivi di inglese",
  excerpt: "Iscrizioni aperte ai corsi estivi per docenti e studenti.",
  content: "<p>Lezioni da giugno a luglio nella sede di Potenza.</p>",
  image: "https://www.esempio.it/estate.jpg",
  category: "formazione" as const,
  tags: [],
  status: "published" as const,
};

/**
 * Instance B: its own pool on the same PostgreSQL; with PGlite (one process
 * owns the database) another client handle on the same database.
 */
async function secondInstance(a: TestDatabase): Promise<Database> {
  if (a.kind === "postgres") return openDatabase({ databaseUrl: a.url! });
  const db = drizzlePglite({ client: a.pglite!, schema }) as unknown as Db;
  return { ...a, db, close: async () => {} };
}

describeOnEachDatabase("content version on %s", (db) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a change through instance A changes the fingerprint instance B reads, whatever A's clock", async () => {
    const a = db();
    const b = await secondInstance(a);
    try {
      const staff = await createUser(a.db, {
        email: `redazione-${crypto.randomUUID()}@esempio.it`,
        password: "password-della-redazione",
        name: "Giulia Verdi",
        role: "amministratore",
      });
      const actor = actorOf(staff);
      const first = await saveNews(a.db, { values: NEWS, authorId: staff.id, actor });
      await saveNews(a.db, { values: { ...NEWS, title: "Open day" }, authorId: staff.id, actor });
      const before = await contentFingerprint(b);

      // A's clock is a year behind: the edit carries an older time than the
      // other post's, so a fingerprint of counts and latest times would not move.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(Date.now() - 365 * 86_400_000) });
      await saveNews(a.db, {
        id: first.id,
        values: { ...NEWS, title: "Corsi estivi di inglese e spagnolo" },
        authorId: staff.id,
        actor,
      });
      const afterNews = await contentFingerprint(b);
      expect(afterNews).not.toBe(before);

      const course = await saveCourse(a.db, { values: aCourse(), image: null, actor });
      const afterCourse = await contentFingerprint(b);
      expect(afterCourse).not.toBe(afterNews);
      await moveCourse(a.db, course.id, "up", actor);
      const afterMove = await contentFingerprint(b);
      expect(afterMove).not.toBe(afterCourse);
      await saveSiteSettings(a, { ...currentSettings(), phone: "0971 000111" }, staff);
      const afterSettings = await contentFingerprint(b);
      expect(afterSettings).not.toBe(afterMove);

      // A price offer saved, then moved in its list (moveRecord, decision 045).
      const offer = {
        list: "studenti" as const,
        title: "Ripetizioni di matematica",
        summary: "Lezioni individuali per studenti delle superiori.",
        priceCents: 2000,
        unit: "all'ora",
        hours: "",
        included: [],
        notes: "",
        teacherCard: "no" as const,
        contactLabel: "Chiedi informazioni",
      };
      await savePriceOffer(a.db, { values: offer, actor });
      const second = await savePriceOffer(a.db, { values: { ...offer, title: "Inglese" }, actor });
      const afterOffer = await contentFingerprint(b);
      expect(afterOffer).not.toBe(afterSettings);
      await moveRecord(a.db, priceOfferRecord, { id: second.id, direction: "up", actor });
      expect(await contentFingerprint(b)).not.toBe(afterOffer);
    } finally {
      await b.close();
    }
  });

  it("a change that rolls back leaves the fingerprint as it was", async () => {
    const a = db();
    const before = await contentFingerprint(a);
    await expect(
      a.db.transaction(async (tx) => {
        await bumpContentVersion(tx);
        throw new Error("annullata");
      }),
    ).rejects.toThrow("annullata");
    expect(await contentFingerprint(a)).toBe(before);
    await a.db.transaction((tx) => bumpContentVersion(tx));
    expect(await contentFingerprint(a)).not.toBe(before);
  });

  it("this process's copy follows a write once it commits, and never one that rolls back", async () => {
    const a = db();
    const watched = watchContentVersion(a);
    const before = await watched.current();
    let during = "";
    await a.db.transaction(async (tx) => {
      await bumpContentVersion(tx);
      // Not yet committed: a page rendered now shows the old content.
      during = await watched.current();
    });
    expect(during).toBe(before);
    const after = await watched.current();
    expect(after).not.toBe(before);
    expect(after).toBe(await contentFingerprint(a));
    await expect(
      a.db.transaction(async (tx) => {
        await bumpContentVersion(tx);
        throw new Error("annullata");
      }),
    ).rejects.toThrow("annullata");
    expect(await watched.current()).toBe(after);
  });
});
