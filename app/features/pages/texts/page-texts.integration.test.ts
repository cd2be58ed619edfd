// The texts of the public pages as records (decision 047):
// the shipped texts until a save, a save with its version, history and page
// cache bump, a restore, and the course lists of /studenti kept by id.
import pino from "pino";
import { expect, it } from "vitest";
import { saveCourse, setCourseStatus } from "~/features/courses/admin/courses-admin.server";
import { studentsPageData } from "~/features/pages/info/students-page.server";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { ABOUT_TEXTS } from "~/features/pages/info/texts/about-texts";
import { COMMUNITY_TEXTS } from "~/features/pages/labs/community-texts";
import { LAB_SPECS_TEXTS } from "~/features/pages/labs/lab-specs-texts";
import { PAGE_TEXTS_PAGES, pageTextsSchema } from "~/features/pages/texts/page-texts";
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import type { Db } from "~/platform/db/client.server";
import {
  deleteMediaItem,
  listMediaItems,
  MediaInUseError,
} from "~/features/media/media-library.server";
import { mediaItems } from "~/platform/db/schema";
import { getPendingEdit, pendingEditsOf } from "~/platform/records/pending-edits.server";
import {
  loadPageContent,
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

/**
 * 'Salva senza pubblicare' of `values` on `page`'s texts; `publish` is then
 * 'Pubblica': the core's save, which clears the pending edits.
 */
async function savePending(db: Db, page: PageTextsPage, values: Record<string, string>) {
  const row = await pageTextsRowFor(db, page);
  const pending = pendingEditsOf(pageTextsRecord, {
    savedHref: () => "",
    discardedHref: () => "",
  });
  const saved = await pending.save(db, {
    id: row.id,
    values,
    actor: STAFF,
    openedVersion: pageTextsRecord.versionOf(row),
    openedPending: "",
  });
  const publish = () =>
    savePageTexts(db, {
      id: row.id,
      values,
      actor: STAFF,
      openedVersion: pageTextsRecord.versionOf(row),
      inTransaction: pending.onPublish(saved.token),
    });
  return { row, publish };
}

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

    it("/chi-siamo: pending edits stay off the page until published; its chosen library image is in use", async () => {
      const database = db();
      const [image] = await database.db
        .insert(mediaItems)
        .values({
          url: "/media/2f1c9a7e-3b4d-4c5e-8f6a-1b2c3d4e5f60.jpg",
          alt: "La sede di Potenza",
        })
        .returning();
      const usable = new Set([image!.url]);
      // Only a library image with its alt text written (or decorative) is accepted.
      expect(
        pageTextsSchema(ABOUT_TEXTS, usable).safeParse({
          ...ABOUT_TEXTS.defaults,
          heroImage: "/images/altro.jpg",
        }).error?.issues[0]?.message,
      ).toBe(
        "Scegli per «Immagine di apertura (facoltativa)» un'immagine della libreria con il testo alternativo scritto (o segnata come decorativa).",
      );
      const values = pageTextsSchema(ABOUT_TEXTS, usable).parse({
        ...ABOUT_TEXTS.defaults,
        heroTitle: "Chi siamo, da vicino",
        heroImage: image!.url,
      });
      const { row, publish } = await savePending(database.db, ABOUT_TEXTS, values);
      // Visitors still see the shipped texts and no image; the image is not used yet.
      expect(await loadPageContent(database.db, ABOUT_TEXTS, log)).toEqual({
        texts: ABOUT_TEXTS.defaults,
        images: {},
      });
      const unused = (await listMediaItems(database.db)).find((i) => i.id === image!.id);
      expect(unused?.uses).toEqual([]);

      await publish();
      expect(await getPendingEdit(database.db, pageTextsRecord.entityType, row.id)).toBeNull();
      const published = await loadPageContent(database.db, ABOUT_TEXTS, log);
      expect(published.texts.heroTitle).toBe("Chi siamo, da vicino");
      expect(published.images).toEqual({
        heroImage: { src: image!.url, alt: "La sede di Potenza", width: null, height: null },
      });
      const used = (await listMediaItems(database.db)).find((i) => i.id === image!.id);
      expect(used?.uses).toEqual([
        { kind: "Pagina", title: "Chi siamo", href: "/admin/pagine/chi-siamo" },
      ]);
      await expect(deleteMediaItem(database.db, image!.id, STAFF)).rejects.toThrow(MediaInUseError);

      // Restoring the shipped version takes the image off the page, and it may go.
      const versions = await listVersions(database.db, "page", row.id);
      await restoreRecord(database.db, pageTextsRecord, {
        id: row.id,
        versionId: versions.at(-1)!.id,
        actor: STAFF,
      });
      expect(await loadPageContent(database.db, ABOUT_TEXTS, log)).toEqual({
        texts: ABOUT_TEXTS.defaults,
        images: {},
      });
      expect(await deleteMediaItem(database.db, image!.id, STAFF)).toBe(true);
    });

    it("/ai-evolution-community: a pending edit stays off the page until published", async () => {
      const database = db();
      const values = pageTextsSchema(COMMUNITY_TEXTS).parse({
        ...COMMUNITY_TEXTS.defaults,
        heroIntro: "Il laboratorio è solo\nl'inizio.",
        pathTitle: "Il cammino",
        contactAction: "Chiedi una consulenza",
        contactActionLink: "/contatti#modulo",
      });
      const { publish } = await savePending(database.db, COMMUNITY_TEXTS, values);
      expect(await loadPageContent(database.db, COMMUNITY_TEXTS, log)).toEqual({
        texts: COMMUNITY_TEXTS.defaults,
        images: {},
      });

      await publish();
      expect((await loadPageContent(database.db, COMMUNITY_TEXTS, log)).texts).toEqual({
        ...COMMUNITY_TEXTS.defaults,
        heroIntro: "Il laboratorio è solo l'inizio.",
        pathTitle: "Il cammino",
        contactAction: "Chiedi una consulenza",
        contactActionLink: "/contatti#modulo",
      });
      // The other lab page keeps the texts it shipped with.
      expect((await loadPageContent(database.db, LAB_SPECS_TEXTS, log)).texts).toEqual(
        LAB_SPECS_TEXTS.defaults,
      );
    });

    it("every page's shipped texts pass its own schema", () => {
      // The lab pages too, the last ones whose texts were in code.
      expect(PAGE_TEXTS_PAGES.map((page) => page.key)).toEqual(
        expect.arrayContaining([
          "ai-evolution-lab",
          "ai-evolution-community",
          "caratteristiche-lab",
        ]),
      );
      for (const page of PAGE_TEXTS_PAGES) {
        const courses = Object.fromEntries(
          page.groups
            .flatMap((g) => g.fields)
            .filter((f) => f.kind === "courses")
            .map((f) => [f.name, ""]),
        );
        const result = pageTextsSchema(page).safeParse({ ...page.defaults, ...courses });
        expect(result.error?.issues ?? [], page.key).toEqual([]);
      }
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
