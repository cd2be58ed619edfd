/** The two image variants of spec §2: wide card (grid) and square-ish list thumbnail. */
export type CourseImageVariant = "card" | "list";

export const COURSE_IMAGE_SIZES: Record<CourseImageVariant, { width: number; height: number }> = {
  card: { width: 960, height: 540 },
  list: { width: 400, height: 300 },
};

export const DEFAULT_COURSE_IMAGE = "default";

/** Where the variants of images uploaded by staff are served (app/features/courses/public/course-media.ts). */
export const UPLOADED_COURSE_IMAGE_PREFIX = "/media/corsi/";

/**
 * Base path (without extension) of a course image: /images/courses/{image}-{variant}
 * for the artwork shipped with the site, {image}-{variant} for an image uploaded
 * by staff (stored as /media/corsi/{uuid}). Courses without an image use the
 * default artwork.
 */
export function courseImagePath(image: string | null | undefined, variant: CourseImageVariant) {
  if (image?.startsWith(UPLOADED_COURSE_IMAGE_PREFIX)) return `${image}-${variant}`;
  return `/images/courses/${image || DEFAULT_COURSE_IMAGE}-${variant}`;
}

/** A value the `image` column may hold: an artwork name or an uploaded image's base path. */
export function isCourseImageValue(value: string): boolean {
  return (
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ||
    /^\/media\/corsi\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)
  );
}

/** What a course's image says when the library has no alt text for it (decision 048). */
export function courseImageAlt(title: string, libraryAlt?: string | null): string {
  return libraryAlt ?? `Illustrazione del corso ${title}`;
}
