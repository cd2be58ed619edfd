/**
 * Course images uploaded by staff. The upload passes the one image check
 * (image-decoder.server.ts: JPG, PNG or WebP, at most 5 MB and 50 megapixels), then the server makes the variants
 * the catalogue uses for its own artwork (scripts/make-course-images.mjs):
 * card 960×540 and list 400×300, each in WebP and AVIF, cropped to fill. The
 * original is not kept. The variants are kept in the database under
 * "courses/<file>" (stored-files.server.ts, decision 040) and /media/corsi/:file
 * serves them (app/features/courses/public/course-media.ts).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "~/platform/db/client.server";
import {
  deleteStoredFile,
  putStoredFile,
  readGeneratedFile,
} from "~/platform/files/stored-files.server";
import {
  COURSE_IMAGE_SIZES,
  UPLOADED_COURSE_IMAGE_PREFIX,
  type CourseImageVariant,
} from "~/features/courses/course-image";
import { decodeImage } from "~/platform/files/image-decoder.server";
import { checkImage, type StoredImage } from "~/platform/records/media.server";
import { IMAGE_UNREADABLE_ERROR } from "~/platform/records/record-image";

/** Names we generate: a UUID, the variant, the format. Anything else is not ours. */
const FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(card|list)\.(webp|avif)$/;

/**
 * Stores an uploaded course image as its four variants (all or none, in one
 * transaction) and returns the value of the course's `image` column
 * (/media/corsi/{uuid}).
 */
export async function storeCourseImage(db: Db, bytes: Uint8Array): Promise<StoredImage> {
  const problem = await checkImage(bytes);
  if (problem) return { ok: false, error: problem };
  const name = randomUUID();
  const variants: Array<{ file: string; bytes: Buffer; mime: string }> = [];
  try {
    for (const [variant, { width, height }] of Object.entries(COURSE_IMAGE_SIZES) as Array<
      [CourseImageVariant, { width: number; height: number }]
    >) {
      // rotate(): a phone photo's EXIF orientation is applied before cropping.
      const resized = (await decodeImage(bytes))
        .rotate()
        .resize(width, height, { fit: "cover", position: "attention" });
      variants.push(
        {
          file: `${name}-${variant}.webp`,
          bytes: await resized.clone().webp({ quality: 80 }).toBuffer(),
          mime: "image/webp",
        },
        {
          file: `${name}-${variant}.avif`,
          bytes: await resized.clone().avif({ quality: 55 }).toBuffer(),
          mime: "image/avif",
        },
      );
    }
  } catch {
    return { ok: false, error: IMAGE_UNREADABLE_ERROR };
  }
  await db.transaction(async (tx) => {
    for (const v of variants) await putStoredFile(tx, `courses/${v.file}`, v.bytes, v.mime);
  });
  return { ok: true, url: `${UPLOADED_COURSE_IMAGE_PREFIX}${name}` };
}

/** A stored variant with its bytes, or null for any name we did not generate. */
export function readCourseImage(db: Db, file: string) {
  return readGeneratedFile(db, "courses", FILE_NAME, file);
}

/** Removes the four variants of an uploaded course image (the `image` column's /media/corsi/{uuid}). */
export async function deleteCourseImage(db: Db, image: string): Promise<void> {
  const name = image.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)
    ? image.slice(UPLOADED_COURSE_IMAGE_PREFIX.length)
    : "";
  const files = Object.keys(COURSE_IMAGE_SIZES).flatMap((variant) =>
    ["webp", "avif"].map((ext) => `${name}-${variant}.${ext}`),
  );
  if (!files.every((file) => FILE_NAME.test(file))) return;
  for (const file of files) await deleteStoredFile(db, `courses/${file}`);
}
