/**
 * The image library's rows (decision 048): every image staff upload, in
 * /admin/media or in an editor, gets a row in `media_items`. Here only the
 * table: storing bytes stays with media.server.ts and course-images.server.ts,
 * the library's screens and rules in app/features/media/.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { inspectImage } from "~/platform/files/image-decoder.server";
import { mediaItems, type MediaItem } from "~/platform/db/schema";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";

/** Type, width and height as the one image check reads them from the header; empty if it refuses. */
async function imageFacts(bytes: Uint8Array) {
  const checked = await inspectImage(bytes);
  if (!checked.ok) return { mime: "", width: null, height: null };
  const { mime, width, height } = checked.image;
  return { mime, width, height };
}

/** The name the history and the library show for an item: its file name, else its address. */
export function mediaItemName(item: Pick<MediaItem, "originalName" | "url">): string {
  return item.originalName || item.url.slice(item.url.lastIndexOf("/") + 1);
}

/**
 * Records an image just stored at `url` in the library, with its history row;
 * null when the address was already recorded (it is left as it is).
 */
export async function recordMediaItem(
  db: Db,
  input: {
    url: string;
    bytes: Uint8Array;
    originalName?: string;
    alt?: string;
    decorative?: boolean;
    actor: Actor;
  },
): Promise<MediaItem | null> {
  const facts = await imageFacts(input.bytes);
  const item = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaItems)
      .values({
        url: input.url,
        alt: input.decorative ? "" : (input.alt ?? "").trim(),
        decorative: input.decorative ?? false,
        originalName: (input.originalName ?? "").slice(0, 200),
        size: input.bytes.length,
        createdBy: input.actor.id,
        ...facts,
      })
      .onConflictDoNothing({ target: mediaItems.url })
      .returning();
    if (!row) return null;
    await recordChange(tx, {
      actor: input.actor,
      action: "create",
      entityType: "media",
      entityId: row.id,
      summary: `Immagine «${mediaItemName(row)}» caricata`,
    });
    await bumpContentVersion(tx);
    return row;
  });
  return item;
}

/**
 * What the public pages say for the image at `url` (a column holding an
 * address), as a column to select: the library's alt text, "" for a
 * decorative image, null when the library does not know the image or its text
 * is still to be written (the page then keeps its own description).
 */
export function libraryAlt(url: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select case when ${mediaItems.decorative} then '' else nullif(${mediaItems.alt}, '') end from ${mediaItems} where ${mediaItems.url} = ${url})`;
}
