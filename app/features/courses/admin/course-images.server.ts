/**
 * Course images uploaded by staff (issue 15). The upload is checked by its
 * bytes (JPG, PNG or WebP, at most 5 MB), then the server makes the variants
 * the catalogue uses for its own artwork (scripts/make-course-images.mjs):
 * card 960×540 and list 400×300, each in WebP and AVIF, cropped to fill. The
 * original is not kept. Files live under DATA_DIR/uploads/courses (so backups
 * include them) and /media/corsi/:file serves them (app/features/courses/public/course-media.ts).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  COURSE_IMAGE_SIZES,
  UPLOADED_COURSE_IMAGE_PREFIX,
  type CourseImageVariant,
} from "~/features/courses/course-image";
import { checkImage } from "~/platform/records/media.server";

/** Names we generate: a UUID, the variant, the format. Anything else is not ours. */
const FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(card|list)\.(webp|avif)$/;

export const IMAGE_UNREADABLE_ERROR =
  "Non riesco a leggere l'immagine: il file potrebbe essere danneggiato. Prova con un altro file.";

export function courseImagesDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "courses");
}

export type StoredCourseImage = { ok: true; image: string } | { ok: false; error: string };

/**
 * Stores an uploaded course image as its four variants and returns the value
 * of the course's `image` column (/media/corsi/{uuid}).
 */
export async function storeCourseImage(
  dataDir: string,
  bytes: Uint8Array,
): Promise<StoredCourseImage> {
  const problem = await checkImage(bytes);
  if (problem) return { ok: false, error: problem };
  const { default: sharp } = await import("sharp");
  const name = randomUUID();
  const dir = courseImagesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const [variant, { width, height }] of Object.entries(COURSE_IMAGE_SIZES) as Array<
      [CourseImageVariant, { width: number; height: number }]
    >) {
      // rotate(): a phone photo's EXIF orientation is applied before cropping.
      const resized = sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(width, height, { fit: "cover", position: "attention" });
      const outputs: Array<[string, () => Promise<Buffer>]> = [
        ["webp", () => resized.clone().webp({ quality: 80 }).toBuffer()],
        ["avif", () => resized.clone().avif({ quality: 55 }).toBuffer()],
      ];
      for (const [ext, output] of outputs) {
        const file = `${name}-${variant}.${ext}`;
        // Write then rename: a half-written file is never served.
        const tmp = path.join(dir, `.${file}.tmp`);
        await fs.writeFile(tmp, await output(), { flag: "wx" });
        await fs.rename(tmp, path.join(dir, file));
        written.push(file);
      }
    }
  } catch {
    await Promise.all(written.map((file) => fs.rm(path.join(dir, file), { force: true })));
    return { ok: false, error: IMAGE_UNREADABLE_ERROR };
  }
  return { ok: true, image: `${UPLOADED_COURSE_IMAGE_PREFIX}${name}` };
}

/** The bytes and type of a stored variant, or null for any name we did not generate. */
export async function readCourseImage(
  dataDir: string,
  file: string,
): Promise<{ bytes: Buffer; mime: string } | null> {
  const match = FILE_NAME.exec(file);
  if (!match) return null;
  try {
    const bytes = await fs.readFile(path.join(courseImagesDir(dataDir), file));
    return { bytes, mime: match[2] === "avif" ? "image/avif" : "image/webp" };
  } catch {
    return null;
  }
}

/** Removes the four variants of an uploaded course image (the `image` column's /media/corsi/{uuid}). */
export async function deleteCourseImage(dataDir: string, image: string): Promise<void> {
  const name = image.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)
    ? image.slice(UPLOADED_COURSE_IMAGE_PREFIX.length)
    : "";
  const files = Object.keys(COURSE_IMAGE_SIZES).flatMap((variant) =>
    ["webp", "avif"].map((ext) => `${name}-${variant}.${ext}`),
  );
  if (!files.every((file) => FILE_NAME.test(file))) return;
  const dir = courseImagesDir(dataDir);
  await Promise.all(files.map((file) => fs.rm(path.join(dir, file), { force: true })));
}
