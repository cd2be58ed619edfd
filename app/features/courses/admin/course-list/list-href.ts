import type { CourseListFilters } from "~/features/courses/admin/course-editor";

/** The course list's address with its filters and page, and `extra` parameters (a notice). */
export function listHref(
  filters: CourseListFilters,
  extra: Record<string, string> = {},
  page = 1,
): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  // The page stays after an arrow or a featured save (the list has pages).
  if (page > 1) params.set("pagina", String(page));
  if (filters.category) params.set("pubblico", filters.category);
  if (filters.status) params.set("stato", filters.status);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return `/admin/corsi${query ? `?${query}` : ""}`;
}
