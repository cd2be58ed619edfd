import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { BUTTON_SECONDARY } from "~/ui/staff/staff-ui";
import type { ListPage } from "~/platform/list-page";

/**
 * The search box and the pages of a staff list (decision 046):
 * a GET form, so the search is in the URL (`?q=…&pagina=N`), can be shared and
 * works without JavaScript. The loader reads the URL with list-query.server.ts.
 */

const INPUT_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/**
 * A labelled 'Cerca' box, the list's own filters (`children`), and the 'Cerca'
 * button. `keep` are query parameters carried along (a filter chosen by link);
 * the page number is not: a new search starts at page 1.
 */
export function ListSearch({
  name,
  hint,
  q,
  keep = {},
  children,
  clearHref,
}: {
  /** What the list holds, for the form's accessible name ("Cerca tra i messaggi"). */
  name: string;
  /** What the search looks in, said under the label. */
  hint: string;
  q: string;
  keep?: Record<string, string>;
  children?: ReactNode;
  /** Shown when a search or filter is active: back to the whole list. */
  clearHref?: string;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={`Cerca tra ${name}`}
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      {Object.entries(keep).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <div className="min-w-0 flex-[2_1_16rem]">
        <label htmlFor="cerca-elenco" className="block font-medium text-slate-800">
          Cerca
        </label>
        <p id="cerca-elenco-aiuto" className="text-sm text-slate-600">
          {hint}
        </p>
        <input
          id="cerca-elenco"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          aria-describedby="cerca-elenco-aiuto"
          className={INPUT_CLASS}
        />
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={BUTTON_SECONDARY}>
          <Search aria-hidden="true" className="size-4" />
          Cerca
        </button>
        {clearHref ? (
          <Link to={clearHref} className={BUTTON_SECONDARY}>
            Mostra tutti
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A filter of the list beside the search box (status, audience): "" is every
 * value (`all`). The audit log's filters use it in their own grid (`box`, `select`).
 */
export function ListSelect({
  label,
  name,
  options,
  value,
  all = "Tutti",
  box = "min-w-40 flex-[1_1_10rem]",
  select = INPUT_CLASS,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  all?: string;
  /** The class of the label and select's box; "" for none. */
  box?: string;
  select?: string;
}) {
  const id = `filtro-${name}`;
  return (
    <div className={box || undefined}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={select}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "12 risultati" or, with nothing found, the Italian sentence saying so. */
export function ListSummary({
  list,
  nouns,
  empty,
}: {
  list: Pick<ListPage<unknown>, "total" | "q">;
  /** Singular and plural of what is counted ("messaggio", "messaggi"). */
  nouns: [string, string];
  /** Said when the list is empty and nothing is searched. */
  empty: string;
}) {
  const text =
    list.total > 0
      ? `${list.total} ${list.total === 1 ? nouns[0] : nouns[1]}${list.q ? ` per «${list.q}»` : ""}.`
      : list.q
        ? `Nessun risultato per «${list.q}». Prova con meno lettere o un'altra parola.`
        : empty;
  return (
    <p
      className={
        list.total > 0
          ? "mt-4 text-slate-700"
          : "mt-4 rounded-lg border border-slate-200 bg-white p-6 text-slate-700"
      }
      data-testid="risultati"
    >
      {text}
    </p>
  );
}

/** Links to a page of the current list, keeping its search and filters. */
function usePageHref(): (page: number) => string {
  const { pathname, search } = useLocation();
  return (page) => {
    const params = new URLSearchParams(search);
    params.delete("pagina");
    for (const key of ["avviso", "elimina"]) params.delete(key);
    if (page > 1) params.set("pagina", String(page));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
}

/** 'Precedente' / 'Pagina 2 di 5' / 'Successiva'; nothing when the list fits one page. */
export function ListPager({ list }: { list: Pick<ListPage<unknown>, "page" | "pages"> }) {
  const href = usePageHref();
  if (list.pages <= 1) return null;
  const { page, pages } = list;
  return (
    <nav aria-label="Pagine dell'elenco" className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={BUTTON_SECONDARY}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Precedente
        </Link>
      ) : null}
      <p className="font-medium text-slate-800" aria-current="page">
        Pagina {page} di {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={BUTTON_SECONDARY}>
          Successiva
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
