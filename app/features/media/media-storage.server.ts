/**
 * Every call the image library (decision 048) makes to where the bytes live,
 * in one module: the storage verbs of the uploads (media.server.ts for news
 * and page images, course-images.server.ts for a course's variants). Moving
 * the bytes elsewhere means repointing these few lines, not the library.
 */
import { deleteCourseImage, storeCourseImage } from "~/features/courses/admin/course-images.server";
import { UPLOADED_COURSE_IMAGE_PREFIX } from "~/features/courses/course-image";
import { deleteMediaImage, readMediaImage, storeMediaImage } from "~/platform/records/media.server";

/** Stores an image uploaded in the library; its public URL, or the message why not. */
export function storeLibraryImage(dataDir: string, bytes: Uint8Array) {
  return storeMediaImage(dataDir, bytes);
}

/** The bytes of a library image (/media/{file}), or null. */
export async function libraryImageBytes(dataDir: string, url: string): Promise<Buffer | null> {
  if (!url.startsWith("/media/") || url.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)) return null;
  return (await readMediaImage(dataDir, url.slice("/media/".length)))?.bytes ?? null;
}

/** Makes a course's variants from a library image's bytes. */
export function storeCourseVariants(dataDir: string, bytes: Uint8Array) {
  return storeCourseImage(dataDir, bytes);
}

/** Removes the files of a library image (a course image: all its variants). */
export function removeLibraryFiles(dataDir: string, url: string): Promise<void> {
  return url.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)
    ? deleteCourseImage(dataDir, url)
    : deleteMediaImage(dataDir, url);
}
