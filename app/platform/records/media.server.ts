/**
 * Public images uploaded by staff in the record editors (a news cover, images
 * in rich text). The type is detected from the bytes (never the name or the
 * browser's claim), the file gets a generated name under DATA_DIR/uploads/media,
 * and /media/:file serves it. Receipts are elsewhere (uploads.server.ts) and
 * stay private; course images get variants (course-images.server.ts).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
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

const MIME_BY_EXT: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Names we generate: a UUID and one of our extensions. Anything else is not ours. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

function mediaDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "media");
}

/** The extension of an image we accept (JPG, PNG or WebP of at most 5 MB), or the message why not. */
async function imageExtension(bytes: Uint8Array): Promise<{ ext: string } | { error: string }> {
  if (bytes.length > IMAGE_MAX_BYTES) return { error: IMAGE_SIZE_ERROR };
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  const ext = detected ? MEDIA_TYPES[detected.mime] : undefined;
  return ext ? { ext } : { error: IMAGE_TYPE_ERROR };
}

/** Checks an upload without storing anything (so a form with other errors stores nothing). */
export async function checkImage(bytes: Uint8Array): Promise<string | null> {
  const checked = await imageExtension(bytes);
  return "error" in checked ? checked.error : null;
}

export type StoredMedia = { ok: true; url: string } | { ok: false; error: string };

/** Stores an image if it really is a JPG, PNG or WebP of at most 5 MB; returns its public URL. */
export async function storeMediaImage(dataDir: string, bytes: Uint8Array): Promise<StoredMedia> {
  const checked = await imageExtension(bytes);
  if ("error" in checked) return { ok: false, error: checked.error };
  const name = `${randomUUID()}.${checked.ext}`;
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  // Write then rename: a half-written file is never served.
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, bytes, { flag: "wx" });
  await fs.rename(tmp, path.join(dir, name));
  return { ok: true, url: `/media/${name}` };
}

/** The bytes and type of a stored image, or null for any name we did not generate. */
export async function readMediaImage(
  dataDir: string,
  file: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const match = MEDIA_NAME.exec(file);
  if (!match) return null;
  try {
    const bytes = await fs.readFile(path.join(mediaDir(dataDir), file));
    return { bytes, mime: MIME_BY_EXT[match[1]!]! };
  } catch {
    return null;
  }
}

/** Removes a stored image by its public URL (/media/{file}); any other address is left alone. */
export async function deleteMediaImage(dataDir: string, url: string): Promise<void> {
  const file = url.startsWith("/media/") ? url.slice("/media/".length) : "";
  if (!MEDIA_NAME.test(file)) return;
  await fs.rm(path.join(mediaDir(dataDir), file), { force: true });
}
