/**
 * The image library (decision 048). An image is "used" when a record's column
 * holds its address (USES below: one entry per column holding /media
 * addresses). An image in use is never deleted. Bytes are reached only
 * through media-storage.server.ts.
 */
import { desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { mediaUsesText, type MediaUse } from "~/features/media/media";
import {
  libraryImageBytes,
  removeLibraryFiles,
  storeCourseVariants,
  storeLibraryImage,
} from "~/features/media/media-storage.server";
import type { Db } from "~/platform/db/client.server";
import { courses, mediaItems, newsPosts, pageTexts, type MediaItem } from "~/platform/db/schema";
import { pageTextsPage } from "~/features/pages/public-api";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import {
  deleteRecord,
  lockById,
  RecordNotFoundError,
  RecordSlugTakenError,
  saveRecord,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { mediaItemName, recordMediaItem } from "~/platform/records/media-items.server";
import type { StoredImage } from "~/platform/records/media.server";

export const ALT_MAX = 250;

export const ALT_REQUIRED =
  "Scrivi il testo alternativo: descrivi che cosa mostra l'immagine a chi non la vede. Se è solo decorativa, spunta «Immagine decorativa».";

/** The alt text of the upload and edit forms: required unless the image is decorative. */
export const MediaAltSchema = z
  .object({
    alt: z
      .string()
      .trim()
      .max(ALT_MAX, `Il testo alternativo può avere al massimo ${ALT_MAX} caratteri.`)
      .default(""),
    decorativa: z.literal("on").optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.decorativa && value.alt === "") {
      ctx.addIssue({ code: "custom", path: ["alt"], message: ALT_REQUIRED });
    }
  })
  .transform(({ alt, decorativa }) => ({
    alt: decorativa ? "" : alt,
    decorative: decorativa === "on",
  }));

export type MediaAlt = z.output<typeof MediaAltSchema>;

/**
 * The columns that may hold an image's address, by the record they belong
 * to. `exact`: the column is the address; `within`: the address appears in
 * its text (rich text: a course image's variants carry its address as prefix).
 * A new column holding /media addresses (a page's text) is one more entry.
 */
const USES = [
  {
    kind: "Articolo",
    table: newsPosts,
    title: newsPosts.title,
    id: newsPosts.id,
    href: (id: string) => `/admin/news/edit/${id}`,
    exact: [newsPosts.image],
    within: [newsPosts.content],
  },
  {
    kind: "Corso",
    table: courses,
    title: courses.title,
    id: courses.id,
    href: (id: string) => `/admin/corsi/${id}`,
    exact: [courses.image, courses.instructorImage],
    within: [courses.fullDescription],
  },
  {
    // A page's texts (decision 047): its image fields hold the address.
    kind: "Pagina",
    table: pageTexts,
    title: pageTexts.pageKey,
    id: pageTexts.pageKey,
    href: (key: string) => `/admin/pagine/${key}`,
    titleOf: (key: string) => pageTextsPage(key)?.title ?? key,
    exact: [],
    within: [sql`${pageTexts.fields}::text`],
  },
] as const;

/** Where the images are used, by image id (all of them, or the given ones). */
async function usesOf(db: Db, ids?: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids && ids.length === 0) return uses;
  for (const source of USES) {
    const holds: SQL[] = [
      ...source.exact.map((column) => eq(column, mediaItems.url)),
      ...source.within.map((column) => sql`strpos(coalesce(${column}, ''), ${mediaItems.url}) > 0`),
    ];
    const rows = await db
      .select({ mediaId: mediaItems.id, title: source.title, id: source.id })
      .from(mediaItems)
      .innerJoin(source.table, or(...holds))
      .where(ids ? inArray(mediaItems.id, [...ids]) : undefined)
      .orderBy(source.title);
    for (const row of rows) {
      const list = uses.get(row.mediaId) ?? [];
      const title = "titleOf" in source ? source.titleOf(row.title) : row.title;
      list.push({ kind: source.kind, title, href: source.href(row.id) });
      uses.set(row.mediaId, list);
    }
  }
  return uses;
}

export async function listMediaItems(db: Db) {
  const items = await db.select().from(mediaItems).orderBy(desc(mediaItems.createdAt));
  const uses = await usesOf(db);
  return items.map((item) => ({ ...item, uses: uses.get(item.id) ?? [] }));
}

export type LibraryItem = Awaited<ReturnType<typeof listMediaItems>>[number];

/**
 * The images an editor may pick (decision 048: `MediaPicker`). `courseImages`
 * false leaves out a course image's variants (only a course can show them).
 */
export async function listPickableImages(db: Db, { courseImages = true } = {}) {
  const rows = await db
    .select({
      url: mediaItems.url,
      alt: mediaItems.alt,
      decorative: mediaItems.decorative,
      originalName: mediaItems.originalName,
    })
    .from(mediaItems)
    .orderBy(desc(mediaItems.createdAt))
    .limit(60);
  return rows
    .filter((row) => courseImages || !row.url.startsWith("/media/corsi/"))
    .map((row) => ({
      url: row.url,
      alt: row.alt,
      decorative: row.decorative,
      name: mediaItemName(row),
    }));
}

export class MediaNotFoundError extends RecordNotFoundError {
  constructor() {
    super("Questa immagine non c'è più: forse qualcuno l'ha già eliminata.");
  }
}

/** Thrown by deleteMediaItem for an image some record still shows. */
export class MediaInUseError extends Error {
  constructor(uses: readonly MediaUse[]) {
    super(
      `Questa immagine non si può eliminare perché è usata in: ${mediaUsesText(uses)}. Toglila da lì, poi riprova.`,
    );
  }
}

/**
 * An image for the record core: its alt text is what staff edit (with the
 * version it was opened on, decision 039); images are added by
 * recordMediaItem (platform/records/media-items.server.ts), the same for every
 * screen that uploads.
 */
const mediaRecord: RecordType<MediaItem, MediaAlt> = {
  entityType: "media",
  noun: "Immagine",
  feminine: true,
  idOf: (item) => item.id,
  versionOf: (item) => item.updatedAt.toISOString(),
  titleOf: mediaItemName,
  notFound: () => new MediaNotFoundError(),
  slugTaken: () => new RecordSlugTakenError("alt", "Immagine già presente nella libreria."),
  lock: lockById(mediaItems),
  insert: () => {
    throw new Error("library images are added by recordMediaItem");
  },
  update: async (tx, existing, values) => {
    const [row] = await tx
      .update(mediaItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(mediaItems.id, existing.id))
      .returning();
    return row!;
  },
  remove: async (tx, item) => {
    await tx.delete(mediaItems).where(eq(mediaItems.id, item.id));
  },
};

/** Changes an image's alt text (or marks it decorative); refused over a newer version. */
export function saveMediaAlt(
  db: Db,
  input: { id: string; values: MediaAlt; actor: Actor; openedVersion?: string },
): Promise<MediaItem> {
  return saveRecord(db, mediaRecord, input);
}

/**
 * Deletes an image nothing uses, then its files; an image in use is refused
 * (MediaInUseError, naming the uses). False when it was already gone.
 */
export async function deleteMediaItem(db: Db, id: string, actor: Actor): Promise<boolean> {
  let url = "";
  const deleted = await deleteRecord(db, mediaRecord, id, actor, async (tx, item) => {
    const uses = (await usesOf(tx, [item.id])).get(item.id) ?? [];
    if (uses.length > 0) throw new MediaInUseError(uses);
    url = item.url;
  });
  // After the commit: a failed removal leaves a file nobody links, never a link to nothing.
  if (deleted) await removeLibraryFiles(db, url);
  return deleted;
}

/**
 * Images uploaded within this time are kept by the clean-up even when nothing
 * uses them yet: an image added to an article's text counts as used only once
 * the article is saved.
 */
const CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;

async function unusedItems(db: Db, at: Date) {
  const old = await db
    .select()
    .from(mediaItems)
    .where(lt(mediaItems.createdAt, new Date(at.getTime() - CLEANUP_GRACE_MS)));
  const uses = await usesOf(
    db,
    old.map((item) => item.id),
  );
  return old.filter((item) => !uses.has(item.id));
}

export async function countUnusedMedia(db: Db, at: Date): Promise<number> {
  return (await unusedItems(db, at)).length;
}

/**
 * 'Elimina le immagini non usate': deletes every image nothing uses (and older
 * than a day), with one history row, then their files. Returns how many.
 */
export async function deleteUnusedMedia(db: Db, actor: Actor, at: Date): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const items = await unusedItems(tx, at);
    if (items.length === 0) return [];
    // Locked and checked again inside the transaction: an image that became used meanwhile stays.
    const ids = items.map((item) => item.id);
    await tx
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(inArray(mediaItems.id, ids))
      .for("update");
    const uses = await usesOf(tx, ids);
    const gone = items.filter((item) => !uses.has(item.id));
    if (gone.length === 0) return [];
    await tx.delete(mediaItems).where(
      inArray(
        mediaItems.id,
        gone.map((item) => item.id),
      ),
    );
    const names = gone.map((item) => `«${mediaItemName(item)}»`).join(", ");
    await recordChange(tx, {
      actor,
      action: "delete",
      entityType: "media",
      summary: `${gone.length === 1 ? "Eliminata 1 immagine non usata" : `Eliminate ${gone.length} immagini non usate`}: ${names}`,
    });
    await bumpContentVersion(tx);
    return gone;
  });
  for (const item of removed) await removeLibraryFiles(db, item.url);
  return removed.length;
}

/** 'Carica immagine'. */
export async function uploadToLibrary(
  db: Db,
  input: { bytes: Uint8Array; originalName: string; values: MediaAlt; actor: Actor },
): Promise<{ ok: true; item: MediaItem } | { ok: false; error: string }> {
  const stored = await storeLibraryImage(db, input.bytes);
  if (!stored.ok) return stored;
  const item = await recordMediaItem(db, {
    url: stored.url,
    bytes: input.bytes,
    originalName: input.originalName,
    alt: input.values.alt,
    decorative: input.values.decorative,
    actor: input.actor,
  });
  if (!item) throw new Error(`library image ${stored.url} recorded twice`);
  return { ok: true, item };
}

/**
 * A library image chosen for a course (decision 048): a course shows its own
 * variants (960×540 and 400×300, WebP and AVIF), so they are made from the
 * chosen image's bytes and recorded as a library image of their own, with the
 * chosen one's alt text. Returns the course's `image` value (/media/corsi/…).
 */
export async function courseImageFromLibrary(
  db: Db,
  url: string,
  actor: Actor,
): Promise<StoredImage> {
  const [source] = await db.select().from(mediaItems).where(eq(mediaItems.url, url));
  const bytes = source ? await libraryImageBytes(db, url) : null;
  if (!source || !bytes) {
    return { ok: false, error: "L'immagine scelta non è più nella libreria: scegline un'altra." };
  }
  const stored = await storeCourseVariants(db, bytes);
  if (!stored.ok) return stored;
  await recordMediaItem(db, {
    url: stored.url,
    bytes,
    originalName: source.originalName,
    alt: source.alt,
    decorative: source.decorative,
    actor,
  });
  return stored;
}
