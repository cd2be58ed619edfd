/**
 * Public images uploaded by staff in the record editors (a news cover, images
 * in rich text). The type is detected from the bytes (never the name or the
 * browser's claim), the file gets a generated name and is kept in the database
 * under "media/<name>" (stored-files.server.ts, decision 040), and /media/:file
 * serves it. Receipts are elsewhere (uploads.server.ts) and
 * stay private; course images get variants (course-images.server.ts).
 */
import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "~/platform/db/client.server";
import {
  deleteStoredFile,
  putStoredFile,
  readGeneratedFile,
} from "~/platform/files/stored-files.server";
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
} from "~/platform/records/record-image";

const MEDIA_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Names we generate: a UUID and one of our extensions. Anything else is not ours. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** The extension of an image we accept (JPG, PNG or WebP of at most 5 MB), or the message why not. */
async function imageExtension(
  bytes: Uint8Array,
): Promise<{ ext: string; mime: string } | { error: string }> {
  if (bytes.length > IMAGE_MAX_BYTES) return { error: IMAGE_SIZE_ERROR };
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  const ext = detected ? MEDIA_TYPES[detected.mime] : undefined;
  return ext ? { ext, mime: detected!.mime } : { error: IMAGE_TYPE_ERROR };
}

/** Checks an upload without storing anything (so a form with other errors stores nothing). */
export async function checkImage(bytes: Uint8Array): Promise<string | null> {
  const checked = await imageExtension(bytes);
  return "error" in checked ? checked.error : null;
}

/** A stored upload: its public URL, or the message why it was refused. */
export type StoredImage = { ok: true; url: string } | { ok: false; error: string };

/** Stores an image if it really is a JPG, PNG or WebP of at most 5 MB; returns its public URL. */
export async function storeMediaImage(db: Db, bytes: Uint8Array): Promise<StoredImage> {
  const checked = await imageExtension(bytes);
  if ("error" in checked) return { ok: false, error: checked.error };
  const name = `${randomUUID()}.${checked.ext}`;
  await putStoredFile(db, `media/${name}`, bytes, checked.mime);
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
