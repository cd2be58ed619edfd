/**
 * The courses feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { deleteCourseImage, storeCourseImage } from "./admin/course-images.server";
export {
  countCoursesByStatus,
  getCourseForEditing,
  registrationCourse,
} from "./admin/courses-admin.server";
export {
  findCourse,
  listCoursesByCategory,
  listCoursesForSitemap,
  listFeaturedCourses,
  pricesPageData,
} from "./courses.server";
export type { CourseCardData } from "./courses.server";
