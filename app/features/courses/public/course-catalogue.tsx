import { LayoutGrid, List, RotateCcw, Search } from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import {
  catalogueSearch,
  filterCourses,
  firstPage,
  parseCatalogueState,
  toggledTag,
  type CatalogueState,
  type CategoryFilter,
} from "~/features/courses/course-filters";
import { cardImageIsEager, cardListItemClass } from "~/ui/card-list";
import { useHistoryLocation } from "~/platform/islands/use-history-location";
import { CourseCard, type CourseCardCourse } from "~/features/courses/public/course-card";

const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  tutti: "Tutti i corsi",
  docenti: "Per docenti",
  studenti: "Per studenti",
};

export type CatalogueProps = {
  courses: CourseCardCourse[];
  tags: string[];
  failed: boolean;
  /** The URL the page was rendered for (path and query). */
  url: string;
};

/**
 * The catalogue of spec §2, an island (docs/decisions/036). The state (filter,
 * q, tag, vista) lives in the URL. Without JavaScript every control is a GET
 * form; with it, the same controls update the URL in place (History API) and
 * the list follows at once: the page holds every published course, so there is
 * nothing to load.
 */
export function CourseCatalogue({ courses, tags, failed, url }: CatalogueProps) {
  const { location, navigate } = useHistoryLocation(url);
  const urlState = parseCatalogueState(new URLSearchParams(location.search));

  // The search text is typed here and reaches the URL shortly after (replace,
  // no history entry per key). Any other change of URL (back/forward, a link to
  // the catalogue) brings the URL's text back into the box.
  const [text, setText] = useState(urlState.query);
  const [syncedKey, setSyncedKey] = useState(location.key);
  if (location.key !== syncedKey) {
    setSyncedKey(location.key);
    const ours = (location.state as { catalogue?: boolean } | null)?.catalogue === true;
    if (location.pop || !ours) setText(urlState.query);
  }
  const state: CatalogueState = { ...urlState, query: text };

  const go = (next: CatalogueState, replace = false) => {
    navigate(`${location.pathname}${catalogueSearch(next)}`, {
      replace,
      state: { catalogue: true },
    });
  };

  // The URL state as of the last render, for the delayed search update: a tag or
  // category chosen meanwhile must not be undone by it.
  const latest = useRef(urlState);
  useEffect(() => {
    latest.current = urlState;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      const current = latest.current;
      if (current.query !== text) go({ ...current, query: text }, true);
    }, 250);
    return () => clearTimeout(timer);
    // Only the typed text schedules a URL update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  /** With JavaScript, a control's GET form changes the URL in place instead of loading the page. */
  const onControl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const native = event.nativeEvent as SubmitEvent;
    const form = new FormData(event.currentTarget, native.submitter);
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === "string") params.set(key, value);
    const next = parseCatalogueState(params);
    go({ ...next, query: text });
  };

  const matching = filterCourses(courses, state);
  const visible = firstPage(matching, state.all);
  const more = matching.length - visible.length;

  // 'Mostra altri N corsi' moves the focus to the first card it reveals, so a
  // keyboard user goes on reading where the list grew.
  const list = useRef<HTMLUListElement>(null);
  const revealFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = revealFrom.current;
    if (from === null || visible.length <= from) return;
    revealFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [visible.length]);

  /** Hidden copies of the other parts of the state, so a no-JS form keeps them. */
  const keep = (omit: keyof CatalogueState) => (
    <>
      {omit !== "filter" ? <input type="hidden" name="filter" value={state.filter} /> : null}
      {omit !== "query" ? <input type="hidden" name="q" value={state.query} /> : null}
      {omit !== "tag" ? <input type="hidden" name="tag" value={state.tag ?? ""} /> : null}
      {omit !== "view" ? <input type="hidden" name="vista" value={state.view} /> : null}
      {omit !== "all" && state.all ? <input type="hidden" name="mostra" value="tutti" /> : null}
      {omit !== "open" && state.open ? (
        <input type="hidden" name="iscrizioni" value="aperte" />
      ) : null}
    </>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <form
          method="get"
          action={location.pathname}
          role="search"
          onSubmit={onControl}
          className="flex gap-2"
        >
          {keep("query")}
          <label htmlFor="catalogue-search" className="sr-only">
            Cerca corsi
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="catalogue-search"
              type="search"
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Cerca corsi..."
              autoComplete="off"
              className="w-full rounded-full border border-slate-400 bg-white py-2.5 pr-4 pl-10 text-base text-slate-900 placeholder:text-slate-600"
            />
          </div>
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Cerca
          </button>
        </form>

        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <ControlGroup label="Categoria" onSubmit={onControl} hidden={keep("filter")}>
            {(Object.keys(CATEGORY_LABELS) as CategoryFilter[]).map((filter) => (
              <ToggleButton
                key={filter}
                name="filter"
                value={filter}
                pressed={state.filter === filter}
              >
                {CATEGORY_LABELS[filter]}
              </ToggleButton>
            ))}
          </ControlGroup>
          <ControlGroup label="Disponibilità" onSubmit={onControl} hidden={keep("open")}>
            <ToggleButton name="iscrizioni" value={state.open ? "" : "aperte"} pressed={state.open}>
              Iscrizioni aperte
            </ToggleButton>
          </ControlGroup>
          <ControlGroup label="Visualizzazione" onSubmit={onControl} hidden={keep("view")}>
            <ToggleButton name="vista" value="griglia" pressed={state.view === "griglia"}>
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              Vista griglia
            </ToggleButton>
            <ToggleButton name="vista" value="lista" pressed={state.view === "lista"}>
              <List aria-hidden="true" className="h-4 w-4" />
              Vista lista
            </ToggleButton>
          </ControlGroup>
        </div>

        {tags.length > 0 ? (
          <ControlGroup label="Argomenti" onSubmit={onControl} hidden={keep("tag")}>
            {tags.map((tag) => (
              <ToggleButton
                key={tag}
                name="tag"
                value={toggledTag(state.tag, tag) ?? ""}
                pressed={state.tag === tag}
                small
              >
                {tag}
              </ToggleButton>
            ))}
          </ControlGroup>
        ) : null}
      </div>

      <div className="mt-6 min-h-6" role="status" aria-live="polite">
        {failed ? null : (
          <p className="text-slate-700">
            {matching.length === 1 ? "1 corso trovato" : `${matching.length} corsi trovati`}
          </p>
        )}
      </div>

      {failed ? (
        <LoadFailed action={location.pathname} search={catalogueSearch(state)} />
      ) : matching.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          Nessun corso trovato con i criteri di ricerca selezionati.
        </p>
      ) : (
        <>
          <ul
            ref={list}
            className={
              state.view === "lista"
                ? "mt-4 flex flex-col gap-5 [--card-height:25rem]"
                : "mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            }
            aria-label="Corsi"
          >
            {visible.map((course, index) => (
              <li key={course.id} className={cardListItemClass(index)}>
                <CourseCard
                  course={course}
                  view={state.view === "lista" ? "list" : "grid"}
                  eagerImage={cardImageIsEager(index)}
                />
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-8 text-center">
              <a
                href={`${location.pathname}${catalogueSearch({ ...state, all: true })}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  // A new tab or window (a modifier key) keeps the browser's own behaviour.
                  if (
                    event.button !== 0 ||
                    event.metaKey ||
                    event.ctrlKey ||
                    event.shiftKey ||
                    event.altKey
                  )
                    return;
                  event.preventDefault();
                  revealFrom.current = visible.length;
                  go({ ...state, all: true });
                }}
                className="inline-flex rounded-full border-2 border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {more === 1 ? "Mostra un altro corso" : `Mostra altri ${more} corsi`}
              </a>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function ControlGroup({
  label,
  hidden,
  onSubmit,
  children,
}: {
  label: string;
  hidden: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="get" onSubmit={onSubmit}>
      {hidden}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{label}</legend>
        <div className="flex flex-wrap gap-2">{children}</div>
      </fieldset>
    </form>
  );
}

function ToggleButton({
  name,
  value,
  pressed,
  small,
  children,
}: {
  name: string;
  value: string;
  pressed: boolean;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-pressed={pressed}
      className={`inline-flex items-center gap-1.5 rounded-full border font-medium transition ${
        small ? "px-3 py-1 text-sm" : "px-4 py-2 text-sm"
      } ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-400 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
      }`}
    >
      {children}
    </button>
  );
}

/**
 * The catalogue's load error (spec §8) and its 'Riprova': a plain form that
 * reloads the page with its filters, with or without JavaScript.
 */
function LoadFailed({ action, search }: { action: string; search: string }) {
  return (
    <div className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900" role="alert">
      <p className="font-semibold">Errore nel caricamento dei corsi. Riprova più tardi.</p>
      <form method="get" action={action} className="mt-4">
        {[...new URLSearchParams(search)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
          className="inline-flex items-center gap-2 rounded-full bg-red-800 px-5 py-2.5 font-semibold text-white hover:bg-red-900"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Riprova
        </button>
      </form>
    </div>
  );
}
