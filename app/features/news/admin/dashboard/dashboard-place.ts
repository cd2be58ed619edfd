import type { DashboardFilter } from "~/features/news/admin/news-editor";

/** Where the dashboard is: its status filter, search and page (kept by every link on it). */
export type DashboardPlace = { filter: DashboardFilter; q: string; page: number };

/** The dashboard's address at `place`, with `extra` parameters (a confirmation, a notice). */
export function dashboardHref(place: DashboardPlace, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (place.filter !== "tutti") params.set("stato", place.filter);
  if (place.q) params.set("q", place.q);
  if (place.page > 1) params.set("pagina", String(place.page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return `/admin/dashboard${query ? `?${query}` : ""}`;
}
