// The texts of the public pages as records (issue 26 item 3, decision 047):
// the shipped texts until a save, a save with its version, history and page
// cache bump, a restore, and the course lists of /studenti kept by id.
import pino from "pino";
import { expect, it } from "vitest";
import { saveCourse, setCourseStatus } from "~/features/courses/admin/courses-admin.server";
import { studentsPageData } from "~/features/pages/info/students-page.server";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { pageTextsSchema } from "~/features/pages/texts/page-texts";
import {
  loadPageTexts,
  pageTextsRecord,
  pageTextsRowFor,
  savePageTexts,
} from "~/features/pages/texts/page-texts.server";
import { listChanges, type Actor } from "~/platform/records/audit.server";
import { contentFingerprint } from "~/platform/records/content-version.server";
import { restoreRecord } from "~/platform/records/editable-record.server";
import { listVersions } from "~/platform/records/versions.server";
import { aCourse } from "../../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../../tests/support/db";

const log = pino({ level: "silent" });
const STAFF: Actor = { id: null, label: "Redazione di prova" };

describeOnEachDatabase(
  "page texts on %s",
  (db) => {
    it("shows the shipped texts, saves new ones with a version and restores the first", async () => {
      const database = db();
      expect(await loadPageTexts(database.db, HOME_TEXTS, log)).toEqual(HOME_TEXTS.defaults);

      const row = await pageTextsRowFor(database.db, HOME_TEXTS);
      const parsed = pageTextsSchema(HOME_TEXTS).parse({
        ...HOME_TEXTS.defaults,
        heroTitle: "  La scuola che impara, insieme  ",
        heroIntro: "Primo paragrafo\nsu due righe.\n\n\n  Secondo paragrafo.  ",
      });
      expect(parsed.heroTitle).toBe("La scuola che impara, insieme");
      expect(parsed.heroIntro).toBe("Primo paragrafo su due righe.\n\nSecondo paragrafo.");

      const fingerprint = await contentFingerprint(database);
      await savePageTexts(database.db, {
        id: row.id,
        values: parsed,
        actor: STAFF,
        openedVersion: pageTextsRecord.versionOf(row),
      });
      expect(await contentFingerprint(database)).not.toBe(fingerprint);
      const saved = await loadPageTexts(database.db, HOME_TEXTS, log);
      expect(saved.heroTitle).toBe("La scuola che impara, insieme");
      expect(saved.closingTitle).toBe(HOME_TEXTS.defaults.closingTitle);

      const versions = await listVersions(database.db, "page", row.id);
      // The shipped texts are version 1, the save version 2.
      expect(versions.map((v) => v.version)).toEqual([2, 1]);
      const [change] = await listChanges(database.db, { entityType: "page" });
      expect(change).toMatchObject({
        summary: "Pagina «Home» modificata",
        actorLabel: STAFF.label,
      });

      await restoreRecord(database.db, pageTextsRecord, {
        id: row.id,
        versionId: versions[1]!.id,
        actor: STAFF,
      });
      expect(await loadPageTexts(database.db, HOME_TEXTS, log)).toEqual(HOME_TEXTS.defaults);
    });

    it("refuses plain-text fields that are empty, on several lines, or links off the site", async () => {
      const result = pageTextsSchema(HOME_TEXTS).safeParse({
        ...HOME_TEXTS.defaults,
        heroTitle: "Una riga\ne un'altra",
        heroIntro: "   \n\n  ",
        heroActionLink: "javascript:alert(1)",
      });
      expect(result.success).toBe(false);
      const messages = result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      expect(messages).toEqual([
        "heroTitle: «Titolo» va scritto su una riga.",
        "heroIntro: Scrivi il testo di «Presentazione».",
        "heroActionLink: Indica in «Primo pulsante: indirizzo» un indirizzo del sito che inizia con / (ad esempio /contatti) o un indirizzo https://.",
      ]);
    });

    it("/studenti counts its published courses; its areas follow a renamed course and drop an archived one", async () => {
      const database = db();
      const page = async () =>
        studentsPageData(database.db, log, await loadPageTexts(database.db, STUDENTS_TEXTS, log));
      const before = await page();
      expect(before.courses).toHaveLength(18);
      expect(before.areas[1]!.courses.map((c) => c.slug)).toEqual([
        "lego-spike",
        "arduino-ai",
        "meccatronica-ai",
      ]);

      const lego = before.courses.find((c) => c.slug === "lego-spike")!;
      const arduino = before.courses.find((c) => c.slug === "arduino-ai")!;
      await setCourseStatus(database.db, lego.id, "archiviato", STAFF);
      await saveCourse(database.db, {
        id: arduino.id,
        values: aCourse({
          title: "Arduino e intelligenza artificiale",
          slug: "arduino-intelligenza-artificiale",
          category: "studenti",
          status: "pubblicato",
        }),
        image: null,
        actor: STAFF,
      });

      const after = await page();
      expect(after.courses).toHaveLength(17);
      expect(after.areas[1]!.courses).toEqual([
        { slug: "arduino-intelligenza-artificiale", title: "Arduino e intelligenza artificiale" },
        { slug: "meccatronica-ai", title: expect.any(String) },
      ]);
    });
  },
  { seed: true, fresh: "each" },
);
