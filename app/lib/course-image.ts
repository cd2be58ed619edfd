/** The two image variants of spec §2: wide card (grid) and square-ish list thumbnail. */
export type CourseImageVariant = "card" | "list";

export const COURSE_IMAGE_SIZES: Record<CourseImageVariant, { width: number; height: number }> = {
  card: { width: 960, height: 540 },
  list: { width: 400, height: 300 },
};

export const DEFAULT_COURSE_IMAGE = "default";

/**
 * Base path (without extension) of a course image: /images/courses/{image}-{variant}.
 * Courses without their own image use the default artwork.
 */
export function courseImagePath(image: string | null | undefined, variant: CourseImageVariant) {
  return `/images/courses/${image || DEFAULT_COURSE_IMAGE}-${variant}`;
}
