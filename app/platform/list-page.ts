/** One page of a staff list, as its loader returns it (list-query.server.ts). */
export type ListPage<T> = {
  items: T[];
  /** Rows matching the search and filters, on every page. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** At least 1. */
  pages: number;
  /** The search as typed (trimmed). */
  q: string;
};

/** The notice a redirect asked a staff page for in `?avviso=`, if the page knows that one. */
export function noticeFrom<Notice>(url: URL, notices: Readonly<Record<string, Notice>>) {
  const key = url.searchParams.get("avviso") ?? "";
  return Object.hasOwn(notices, key) ? (notices[key] ?? null) : null;
}
