/**
 * The courses feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { CEDILS_COURSE, CEDILS_COURSE_ID } from "./cedils-course";
export { UPLOADED_COURSE_IMAGE_PREFIX } from "./course-image";
export { CourseCard } from "./public/course-card";
export type { CourseCardCourse } from "./public/course-card";
