/**
 * Every call the image library (decision 048) makes to where the bytes live,
 * in one module: the storage verbs of the uploads (media.server.ts for news
 * and page images, course-images.server.ts for a course's variants). Moving
 * the bytes elsewhere means repointing these few lines, not the library.
 */
import { deleteCourseImage, storeCourseImage } from "~/features/courses/public-api.server";
import { UPLOADED_COURSE_IMAGE_PREFIX } from "~/features/courses/public-api";
import type { Db } from "~/platform/db/client.server";
import { deleteMediaImage, readMediaImage, storeMediaImage } from "~/platform/records/media.server";

/** Stores an image uploaded in the library; its public URL, or the message why not. */
export function storeLibraryImage(db: Db, bytes: Uint8Array) {
  return storeMediaImage(db, bytes);
}

/** The bytes of a library image (/media/{file}), or null. */
export async function libraryImageBytes(db: Db, url: string): Promise<Uint8Array | null> {
  if (!url.startsWith("/media/") || url.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)) return null;
  return (await readMediaImage(db, url.slice("/media/".length)))?.bytes ?? null;
}

export function storeCourseVariants(db: Db, bytes: Uint8Array) {
  return storeCourseImage(db, bytes);
}

/** Removes the files of a library image (a course image: all its variants). */
export function removeLibraryFiles(db: Db, url: string): Promise<void> {
  return url.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)
    ? deleteCourseImage(db, url)
    : deleteMediaImage(db, url);
}
