// Decision 054: every path that accepts an image (the library, a news cover,
// an image in rich text, a course image, a course image made from the library)
// reads it through the one image check, so a PNG decompression bomb gets the
// same Italian message beside its field on each, and nothing is stored.
import { count } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storeCourseImage } from "~/features/courses/admin/course-images.server";
import { action as newCourseAction } from "~/features/courses/admin/course-new";
import { action as mediaAction } from "~/features/media/media-admin";
import { courseImageFromLibrary } from "~/features/media/media-library.server";
import { action as newNewsAction } from "~/features/news/admin/news-new";
import { courses, mediaItems, newsPosts, storedFiles } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { putStoredFile } from "~/platform/files/stored-files.server";
import { inspectImage } from "~/platform/files/image-decoder.server";
import { storeMediaImage } from "~/platform/records/media.server";
import { recordMediaItem } from "~/platform/records/media-items.server";
import { IMAGE_PIXELS_ERROR } from "~/platform/records/record-image";
import { callAction } from "../../../tests/support/action";
import { DATABASE_KINDS, type TestDatabase } from "../../../tests/support/db";
import { staffDatabaseForDescribe } from "../../../tests/support/staff-database";
import { blackPng } from "../../../tests/support/images";

const BOMB = blackPng(20_000);
const log = pino({ level: "silent" });

/** The staff forms that take an uploaded image: each one's action, address and file field. */
const UPLOADS = {
  library: { action: mediaAction, url: "/admin/media?intent=carica", fileField: "file" },
  newsCover: { action: newNewsAction, url: "/admin/news/new", fileField: "imageFile" },
  richTextImage: { action: newNewsAction, url: "/admin/news/new", fileField: "file" },
  courseImage: { action: newCourseAction, url: "/admin/corsi/nuovo", fileField: "imageFile" },
};
type UploadPath = (typeof UPLOADS)[keyof typeof UPLOADS];

describe("the image check", () => {
  it("reads a 20000×20000 PNG of a few dozen KB as too many pixels, from its header", async () => {
    expect(BOMB.length).toBeLessThan(400 * 1024);
    expect(await inspectImage(BOMB)).toEqual({ ok: false, error: IMAGE_PIXELS_ERROR });
  });

  it("draws the line at 50 megapixels", async () => {
    // 7071² = 49 999 041 pixels, 7072² = 50 013 184.
    expect(await inspectImage(blackPng(7071))).toMatchObject({ ok: true });
    expect(await inspectImage(blackPng(7072))).toEqual({ ok: false, error: IMAGE_PIXELS_ERROR });
  });

  it("accepts a real photo-sized image and reads its type and size", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#1d5aa0" },
    })
      .png()
      .toBuffer();
    expect(await inspectImage(png)).toEqual({
      ok: true,
      image: { mime: "image/png", ext: "png", width: 1200, height: 800 },
    });
  });
});

describe.each(DATABASE_KINDS)("a decompression bomb on every image path, on %s", (kind) => {
  let database: TestDatabase, env: Env, cookie: string, staffId: string;
  const opened = staffDatabaseForDescribe(kind, "bombe-", {
    email: "amministrazione@esempio.it",
    role: "amministratore",
  });
  beforeAll(() => void ({ database, env, cookie, staffId } = opened()));

  /** How many rows each table that an upload writes to holds now. */
  async function stored() {
    const rows = async (
      table: typeof storedFiles | typeof mediaItems | typeof newsPosts | typeof courses,
    ) => (await database.db.select({ n: count() }).from(table))[0]!.n;
    return {
      files: await rows(storedFiles),
      media: await rows(mediaItems),
      news: await rows(newsPosts),
      courses: await rows(courses),
    };
  }

  /** Posts the bomb with `fields` to `path`'s multipart form as the browser does, signed in. */
  async function send(path: UploadPath, fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      path.fileField,
      new File([new Uint8Array(BOMB)], "bomba.png", { type: "image/png" }),
    );
    const request = new Request(`http://localhost${path.url}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    return callAction(path.action, request, { database, env, log });
  }

  /** Sends the bomb as `send` does and checks it is refused with nothing stored; the answer's body for the rest. */
  async function refused(...args: Parameters<typeof send>) {
    const before = await stored();
    const res = await send(...args);
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
    return res.body;
  }

  it("the library's upload refuses it beside the file, keeps the alt text typed", async () => {
    const body = await refused(UPLOADS.library, { alt: "Il laboratorio" });
    expect(body.errors).toEqual({ file: IMAGE_PIXELS_ERROR });
    expect(body.values).toMatchObject({ alt: "Il laboratorio" });
  });

  it("the news editor refuses it as a cover, keeps what was typed", async () => {
    const body = await refused(UPLOADS.newsCover, {
      title: "Open day",
      excerpt: "Porte aperte nella sede di Potenza.",
      content: "<p>Vi aspettiamo.</p>",
      image: "",
      category: "eventi",
      intent: "published",
    });
    expect(body.errors).toEqual({ image: IMAGE_PIXELS_ERROR });
    expect(body.values).toMatchObject({ title: "Open day" });
  });

  it("the rich-text editor's image upload refuses it", async () => {
    const body = await refused(UPLOADS.richTextImage, { intent: "upload-image" });
    expect(body.message).toBe(IMAGE_PIXELS_ERROR);
  });

  it("the course editor refuses it as the course image", async () => {
    const body = await refused(UPLOADS.courseImage, { title: "Didattica digitale", image: "" });
    expect(body.errors).toMatchObject({ image: IMAGE_PIXELS_ERROR });
    expect(body.values).toMatchObject({ title: "Didattica digitale" });
  });

  it("the storage verbs refuse it too, whoever calls them", async () => {
    const before = await stored();
    expect(await storeMediaImage(database.db, BOMB)).toEqual({
      ok: false,
      error: IMAGE_PIXELS_ERROR,
    });
    expect(await storeCourseImage(database.db, BOMB)).toEqual({
      ok: false,
      error: IMAGE_PIXELS_ERROR,
    });
    expect(await stored()).toEqual(before);
  });

  it("a bomb stored before the check cannot become a course's variants", async () => {
    const url = "/media/00000000-0000-4000-8000-000000000054.png";
    await putStoredFile(database.db, `media/${url.slice("/media/".length)}`, BOMB, "image/png");
    await recordMediaItem(database.db, {
      url,
      bytes: BOMB,
      alt: "Vecchia immagine",
      actor: { id: staffId, label: "Amministrazione" },
    });
    const before = await stored();
    expect(
      await courseImageFromLibrary(database.db, url, { id: staffId, label: "Amministrazione" }),
    ).toEqual({ ok: false, error: IMAGE_PIXELS_ERROR });
    expect(await stored()).toEqual(before);
  });
});
