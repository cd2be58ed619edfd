/**
 * Public images uploaded by staff in the record editors and the library: they
 * pass the one image check (image-decoder.server.ts), get a generated name, are
 * kept in the database under "media/<name>" (decision 040) and served at
 * /media/:file. Receipts stay private (uploads.server.ts); course images get
 * variants (course-images.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "~/platform/db/client.server";
import {
  deleteStoredFile,
  putStoredFile,
  readGeneratedFile,
} from "~/platform/files/stored-files.server";
import { inspectImage } from "~/platform/files/image-decoder.server";

/** Names we generate: a UUID and one of our extensions. Anything else is not ours. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Checks an upload without storing anything (so a form with other errors stores nothing). */
export async function checkImage(bytes: Uint8Array): Promise<string | null> {
  const checked = await inspectImage(bytes);
  return checked.ok ? null : checked.error;
}

/** A stored upload: its public URL, or the message why it was refused. */
export type StoredImage = { ok: true; url: string } | { ok: false; error: string };

/** Stores an image that passes the one image check; returns its public URL. */
export async function storeMediaImage(db: Db, bytes: Uint8Array): Promise<StoredImage> {
  const checked = await inspectImage(bytes);
  if (!checked.ok) return checked;
  const name = `${randomUUID()}.${checked.image.ext}`;
  await putStoredFile(db, `media/${name}`, bytes, checked.image.mime);
  return { ok: true, url: `/media/${name}` };
}

/** A stored image with its bytes, or null for any name we did not generate. */
export function readMediaImage(db: Db, file: string) {
  return readGeneratedFile(db, "media", MEDIA_NAME, file);
}

/** Removes a stored image by its public URL (/media/{file}); any other address is left alone. */
export async function deleteMediaImage(db: Db, url: string): Promise<void> {
  const file = url.startsWith("/media/") ? url.slice("/media/".length) : "";
  if (!MEDIA_NAME.test(file)) return;
  await deleteStoredFile(db, `media/${file}`);
}
