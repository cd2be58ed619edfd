// Search and pages of the staff lists (decision 046): every list reads `?q=`
// and `?pagina=` the same way and filters on the server with the same case-
// and accent-tolerant match. The helper knows no table: each list passes the
// columns it searches.
import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "~/platform/db/client.server";
import type { ListPage } from "~/platform/list-page";

const LIST_PAGE_SIZE = 25;

/** Longest search kept from the URL: a longer one is cut, never an error. */
const QUERY_MAX = 100;

export type ListQuery = { q: string; page: number };

/**
 * `q` and `pagina` of a staff list's URL (`url.searchParams`), or of a form
 * that carries them back to it. A `pagina` that is not a whole number from 1
 * (0, negative, 'abc') is page 1.
 */
export function readListQuery(params: { get(name: string): FormDataEntryValue | null }): ListQuery {
  const text = (name: string) => {
    const value = params.get(name);
    return typeof value === "string" ? value : "";
  };
  const q = text("q").replace(/\0/g, "").trim().slice(0, QUERY_MAX);
  const raw = text("pagina");
  const page = /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { q, page };
}

// Accented letters are compared as their plain letter on both sides, so "attivita"
// finds "attività" and "Nicolo" finds "Nicolò". translate() exists on PGlite and
// PostgreSQL alike (no extension needed, unlike unaccent).
const ACCENTED = "àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜçÇñÑ";
const PLAIN = "aaaaeeeeiiiioooouuuuAAAAEEEEIIIIOOOOUUUUcCnN";

function plain(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** `%` and `_` typed by staff are literal characters, not wildcards. */
function likePattern(q: string): string {
  return `%${plain(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The condition "some of `columns` contains `q`", ignoring case and accents;
 * undefined (no condition) when `q` is empty.
 */
export function textMatch(columns: readonly AnyColumn[], q: string): SQL | undefined {
  if (q === "") return undefined;
  const pattern = likePattern(q);
  return or(
    ...columns.map(
      (column) => sql`translate(${column}::text, ${ACCENTED}, ${PLAIN}) ilike ${pattern}`,
    ),
  );
}

/**
 * One page of a list: `count` gives how many rows match, `rows` reads a slice.
 * A page past the end shows the last page (pagina=999 is not an error).
 */
export async function readListPage<T>(
  query: ListQuery,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  pageSize = LIST_PAGE_SIZE,
): Promise<ListPage<T>> {
  const total = await count();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pages);
  const items = total === 0 ? [] : await rows(pageSize, (page - 1) * pageSize);
  return { items, total, page, pages, q: query.q };
}

/** `readListPage` over one table. */
export function readTablePage<Columns extends SelectedFields>(
  db: Db,
  query: ListQuery,
  list: { table: PgTable; columns: Columns; where: SQL | undefined; order: SQL[] },
): Promise<ListPage<SelectResultFields<Columns>>> {
  return readListPage(
    query,
    () => db.$count(list.table, list.where),
    // Drizzle cannot type a query over a table it is only given: the rows are the columns' values.
    (limit, offset) =>
      db
        .select(list.columns as SelectedFields)
        .from(list.table)
        .where(list.where)
        .orderBy(...list.order)
        .limit(limit)
        .offset(offset) as Promise<SelectResultFields<Columns>[]>,
  );
}
