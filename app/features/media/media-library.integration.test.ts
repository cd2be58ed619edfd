// Decision 048: the image library on both databases. Uploads
// in /admin/media and in the editors are recorded; alt text is required unless
// the image is decorative; an image in use (a cover, a course, an image in an
// article's text) is never deleted; the clean-up takes only unused images and
// their files; the public pages read the library's alt text.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCourseImage } from "~/features/courses/admin/course-images.server";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import { findCourse } from "~/features/courses/courses.server";
import {
  ALT_REQUIRED,
  courseImageFromLibrary,
  deleteMediaItem,
  deleteUnusedMedia,
  listMediaItems,
  MediaInUseError,
  saveMediaAlt,
} from "~/features/media/media-library.server";
import { action as mediaAction } from "~/features/media/media-admin";
import { action as newNewsAction } from "~/features/news/admin/news-new";
import { findPublishedNews } from "~/features/news/news.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { auditLog, mediaItems, newsPosts } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { readMediaImage } from "~/platform/records/media.server";
import { IMAGE_TYPE_ERROR } from "~/platform/records/record-image";
import { callAction } from "../../../tests/support/action";
import { aCourse, aNewsPost } from "../../../tests/support/builders";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../../../tests/support/db";

const log = pino({ level: "silent" });

/** A real 640×360 PNG, as a phone would send it. */
const PNG = await sharp({
  create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 90, b: 160 } },
})
  .png()
  .toBuffer();

describe.each(DATABASE_KINDS)("image library on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let cookie: string;
  let staffId: string;
  let env: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "libreria-"));
    env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    staffId = (
      await createUser(database.db, { email: "redazione@esempio.it", password: "password-lunga-1" })
    ).id;
    cookie = `staff_session=${(await createSession(database.db, staffId)).token}`;
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const actor = () => ({ id: staffId, label: "Redazione" });

  /** Posts a form to a route action as the browser does, signed in. */
  function send(action: typeof mediaAction | typeof newNewsAction, url: string, body: BodyInit) {
    const request = new Request(`http://localhost${url}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body,
    });
    return callAction(action, request, { database, env, log });
  }

  /** Posts the library's upload form (multipart). */
  function upload(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
    const form = new FormData();
    if (file) {
      form.append("file", new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return send(mediaAction, "/admin/media?intent=carica", form);
  }

  /** Posts one of the library's small forms (alt text, delete, clean-up). */
  function post(fields: Record<string, string>) {
    return send(mediaAction, "/admin/media", new URLSearchParams(fields));
  }

  /** Posts the news editor's form for a new published post. */
  function newPost(title: string, cover: { imageFile?: File; libraryImage?: string }) {
    const form = new FormData();
    form.append("title", title);
    form.append("excerpt", "Porte aperte nella sede di Potenza.");
    form.append("content", "<p>Vi aspettiamo.</p>");
    form.append("image", "");
    for (const [name, value] of Object.entries(cover)) form.append(name, value);
    form.append("category", "eventi");
    form.append("intent", "published");
    return send(newNewsAction, "/admin/news/new", form);
  }

  async function item(url: string) {
    const [row] = await database.db.select().from(mediaItems).where(eq(mediaItems.url, url));
    return row;
  }

  async function uploaded(alt: string, name = "laboratorio.png") {
    const answer = await upload({ alt }, { bytes: PNG, name }).catch((e: unknown) => e);
    // Success redirects (thrown Response) to the list.
    expect(answer).toBeInstanceOf(Response);
    const [row] = await database.db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.originalName, name));
    return row!;
  }

  /** Makes an image look a day and a half old (the clean-up spares the last 24 hours). */
  async function age(id: string) {
    await database.db
      .update(mediaItems)
      .set({ createdAt: sql`now() - interval '36 hours'` })
      .where(eq(mediaItems.id, id));
  }

  it("records an upload with its alt text, type, size and dimensions, and writes the history", async () => {
    const row = await uploaded("Studenti al banco di robotica del laboratorio", "robotica.png");
    expect(row).toMatchObject({
      alt: "Studenti al banco di robotica del laboratorio",
      decorative: false,
      originalName: "robotica.png",
      mime: "image/png",
      width: 640,
      height: 360,
      size: PNG.length,
      createdBy: staffId,
    });
    expect(row.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    const stored = await readMediaImage(database.db, row.url.slice("/media/".length));
    expect(Buffer.from(stored!.bytes).equals(PNG)).toBe(true);
    const history = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(history.map((h) => [h.entityType, h.summary])).toEqual([
      ["media", "Immagine «robotica.png» caricata"],
    ]);
  });

  it("requires the alt text unless the image is decorative, keeps what was typed, and checks the type by content", async () => {
    const before = (await database.db.select().from(mediaItems)).length;
    const missing = await upload({ alt: "  " }, { bytes: PNG, name: "senza-testo.png" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: "invalid", errors: { alt: ALT_REQUIRED } });

    const fake = await upload(
      { alt: "Un documento travestito" },
      { bytes: new TextEncoder().encode("<script>alert(1)</script>"), name: "finta.png" },
    );
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({
      errors: { file: IMAGE_TYPE_ERROR },
      values: { alt: "Un documento travestito" },
    });

    const noFile = await upload({ alt: "Cortile della sede" });
    expect(noFile.body).toMatchObject({ errors: { file: "Scegli un'immagine da caricare." } });
    expect((await database.db.select().from(mediaItems)).length).toBe(before);

    const decorative = await upload(
      { alt: "testo che non serve", decorativa: "on" },
      { bytes: PNG, name: "cornice.png" },
    ).catch((e: unknown) => e);
    expect(decorative).toBeInstanceOf(Response);
    const [row] = await database.db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.originalName, "cornice.png"));
    expect(row).toMatchObject({ alt: "", decorative: true });

    // Editing: the same rule, and a save over a newer version is refused.
    const edit = await post({ intent: "testo", id: row!.id, altModifica: "" });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ errors: { altModifica: ALT_REQUIRED } });
    const opened = row!.updatedAt.toISOString();
    await saveMediaAlt(database.db, {
      id: row!.id,
      values: { alt: "Cornice decorativa blu", decorative: false },
      actor: actor(),
      openedVersion: opened,
    });
    await expect(
      saveMediaAlt(database.db, {
        id: row!.id,
        values: { alt: "Un'altra descrizione", decorative: false },
        actor: actor(),
        openedVersion: opened,
      }),
    ).rejects.toBeInstanceOf(RecordConflictError);
    expect((await item(row!.url))?.alt).toBe("Cornice decorativa blu");
  });

  it("records the news editor's cover upload with the article's title as its alt text", async () => {
    const saved = await newPost("Open day di primavera", {
      imageFile: new File([new Uint8Array(PNG)], "open-day.png", { type: "image/png" }),
    });
    expect(saved.body.status).toBe("success");
    const [post] = await database.db
      .select()
      .from(newsPosts)
      .where(eq(newsPosts.title, "Open day di primavera"));
    expect(await item(post!.image)).toMatchObject({
      originalName: "open-day.png",
      alt: "Illustrazione dell'articolo: Open day di primavera",
      width: 640,
    });
  });

  it("takes a cover chosen in the library's picker (a plain form post, no script)", async () => {
    const chosen = await uploaded("Il cortile della sede in primavera", "cortile-primavera.png");
    expect((await newPost("Primavera in sede", { libraryImage: chosen.url })).body.status).toBe(
      "success",
    );
    const [post] = await database.db
      .select()
      .from(newsPosts)
      .where(eq(newsPosts.title, "Primavera in sede"));
    expect(post?.image).toBe(chosen.url);
    expect((await findPublishedNews(database.db, post!.slug))?.imageAlt).toBe(
      "Il cortile della sede in primavera",
    );
  });

  it("finds uses in covers, courses and rich text, refuses to delete an image in use, and names the uses", async () => {
    const cover = await uploaded("Aula magna durante la conferenza", "aula.png");
    const inText = await uploaded("Schema del circuito montato in classe", "circuito.png");
    const [news] = await database.db
      .insert(newsPosts)
      .values(
        aNewsPost("conferenza-docenti", {
          title: "Conferenza dei docenti",
          image: cover.url,
        }),
      )
      .returning();
    await database.db.insert(newsPosts).values(
      aNewsPost("circuiti-in-classe", {
        title: "Circuiti in classe",
        content: `<p>Ecco il circuito:</p><p><img src="${inText.url}" alt="Circuito"></p>`,
      }),
    );
    await saveCourse(database.db, {
      values: aCourse({ title: "Elettronica creativa" }),
      image: null,
      actor: actor(),
    });
    await database.db.execute(
      sql`update courses set full_description = ${`<p><img src="${cover.url}" alt=""></p>`} where title = 'Elettronica creativa'`,
    );

    const uses = new Map((await listMediaItems(database.db)).map((i) => [i.id, i.uses]));
    expect(uses.get(cover.id)?.map((u) => `${u.kind} «${u.title}»`)).toEqual([
      "Articolo «Conferenza dei docenti»",
      "Corso «Elettronica creativa»",
    ]);
    expect(uses.get(cover.id)?.[0]?.href).toBe(`/admin/news/edit/${news!.id}`);
    expect(uses.get(inText.id)?.map((u) => u.title)).toEqual(["Circuiti in classe"]);

    await expect(deleteMediaItem(database.db, cover.id, actor())).rejects.toThrow(
      new MediaInUseError(uses.get(cover.id)!),
    );
    const refused = await post({ intent: "delete", id: inText.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Questa immagine non si può eliminare perché è usata in: Articolo «Circuiti in classe». Toglila da lì, poi riprova.",
    );
    expect(await item(cover.url)).toBeDefined();
    expect(await item(inText.url)).toBeDefined();
    expect(await readMediaImage(database.db, inText.url.slice(7))).not.toBeNull();

    // The public article reads the library's alt text for its cover; decorative says "".
    expect((await findPublishedNews(database.db, "conferenza-docenti"))?.imageAlt).toBe(
      "Aula magna durante la conferenza",
    );
    await saveMediaAlt(database.db, {
      id: cover.id,
      values: { alt: "", decorative: true },
      actor: actor(),
    });
    expect((await findPublishedNews(database.db, "conferenza-docenti"))?.imageAlt).toBe("");
  });

  it("gives a course's card the library's alt text for its uploaded image", async () => {
    const [row] = await database.db
      .insert(mediaItems)
      .values({
        url: "/media/corsi/0b7f3c1e-5a6d-4e2f-9c8b-7a6d5e4f3a2b",
        alt: "Robot su un tavolo",
      })
      .returning();
    const course = await saveCourse(database.db, {
      values: aCourse({ title: "Robot in classe" }),
      image: row!.url,
      actor: actor(),
    });
    expect((await findCourse(database.db, course.slug))?.imageAlt).toBe("Robot su un tavolo");
  });

  it("makes a course's variants from a library image, recorded with the same alt text", async () => {
    const source = await uploaded("Bambini che programmano un robot", "robot-classe.png");
    const made = await courseImageFromLibrary(database.db, source.url, actor());
    if (!made.ok) throw new Error(made.error);
    expect(made.url).toMatch(/^\/media\/corsi\/[0-9a-f-]{36}$/);
    expect(await item(made.url)).toMatchObject({
      alt: "Bambini che programmano un robot",
      originalName: "robot-classe.png",
    });
    const variant = made.url.slice("/media/corsi/".length) + "-card.webp";
    expect((await readCourseImage(database.db, variant))?.mime).toBe("image/webp");
    expect(
      await courseImageFromLibrary(
        database.db,
        "/media/9f9f9f9f-1111-4222-8333-444455556666.png",
        actor(),
      ),
    ).toEqual({
      ok: false,
      error: "L'immagine scelta non è più nella libreria: scegline un'altra.",
    });
  });

  it("cleans up only images nothing uses, older than a day, with their files", async () => {
    const used = await uploaded("Logo della scuola sulla facciata", "facciata.png");
    const unused = await uploaded("Vecchia foto del cortile", "cortile.png");
    const fresh = await uploaded("Foto appena caricata", "nuova.png");
    await database.db
      .insert(newsPosts)
      .values(aNewsPost("facciata-rinnovata", { title: "Facciata rinnovata", image: used.url }));
    await age(used.id);
    await age(unused.id);
    const others = (await listMediaItems(database.db)).filter(
      (i) => i.uses.length === 0 && ![unused.id, fresh.id].includes(i.id),
    );
    for (const other of others) await age(other.id);

    const removed = await deleteUnusedMedia(database.db, actor(), new Date());
    expect(removed).toBe(1 + others.length);
    expect(await item(unused.url)).toBeUndefined();
    expect(await readMediaImage(database.db, unused.url.slice(7))).toBeNull();
    expect(await item(used.url)).toBeDefined();
    expect(await readMediaImage(database.db, used.url.slice(7))).not.toBeNull();
    expect(await item(fresh.url)).toBeDefined();
    const [history] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "delete"))
      .orderBy(sql`${auditLog.at} desc`);
    expect(history?.summary).toContain("«cortile.png»");

    // Deleting an unused image one at a time removes its file too.
    expect(await deleteMediaItem(database.db, fresh.id, actor())).toBe(true);
    expect(await readMediaImage(database.db, fresh.url.slice(7))).toBeNull();
  });

  it("gives images uploaded before the library a row, with the record's title as alt text (migration 0007)", async () => {
    const cover = "/media/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg";
    const inText = "/media/2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.webp";
    const courseImage = "/media/corsi/3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
    await database.db.insert(newsPosts).values(
      aNewsPost("gita-a-matera", {
        title: "Gita a Matera",
        image: cover,
        content: `<p><img src="${inText}" alt="Sassi"></p>`,
      }),
    );
    await saveCourse(database.db, {
      values: aCourse({ title: "Fotografia digitale" }),
      image: courseImage,
      actor: actor(),
    });
    const migration = fs.readFileSync(
      path.join(process.cwd(), "drizzle/0008_media_library_existing.sql"),
      "utf8",
    );
    await database.db.execute(sql.raw(migration));
    expect(await item(cover)).toMatchObject({
      alt: "Illustrazione dell'articolo: Gita a Matera",
      mime: "image/jpeg",
    });
    expect(await item(inText)).toMatchObject({ alt: "Illustrazione dell'articolo: Gita a Matera" });
    expect(await item(courseImage)).toMatchObject({
      alt: "Illustrazione del corso Fotografia digitale",
      mime: "image/webp",
    });
    // Artwork shipped with the site is not an upload.
    expect(
      (await database.db.select().from(mediaItems)).some((i) => i.url.startsWith("/images/")),
    ).toBe(false);
  });
});
