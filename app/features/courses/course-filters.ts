/** Spec §2 and §5: the catalogue's filters, shared by the loader and the page. */

export const CATEGORY_FILTERS = ["tutti", "docenti", "studenti"] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];
export type CatalogueView = "griglia" | "lista";

export type CatalogueState = {
  /** Query parameter `filter`: tutti (default), docenti, studenti. */
  filter: CategoryFilter;
  /** Query parameter `q`: the search text as typed. */
  query: string;
  /** Query parameter `tag`: the active tag, or null. */
  tag: string | null;
  /** Query parameter `vista`: griglia (default) or lista. */
  view: CatalogueView;
  /** Query parameter `mostra=tutti`: every matching course, not only the first page. */
  all: boolean;
  /** Query parameter `iscrizioni=aperte`: only courses with an edition taking enrolments. */
  open: boolean;
};

/**
 * How many matching courses the catalogue shows before 'Mostra altri N corsi'.
 * Four rows of three on a wide screen; hydrating all 28 cards at once cost a
 * phone about 50 ms of blocked main thread (Lighthouse TBT).
 */
export const CATALOGUE_PAGE_SIZE = 12;

export function firstPage<T>(matching: readonly T[], all: boolean): T[] {
  return matching.slice(0, all ? matching.length : CATALOGUE_PAGE_SIZE);
}

type Filterable = {
  title: string;
  description: string;
  category: string;
  tags: string[];
  nextEdition?: unknown;
};

/** Reads the catalogue state from the URL; unknown values fall back to the defaults. */
export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  const filter = params.get("filter");
  const tag = params.get("tag")?.trim();
  return {
    filter: (CATEGORY_FILTERS as readonly string[]).includes(filter ?? "")
      ? (filter as CategoryFilter)
      : "tutti",
    query: params.get("q") ?? "",
    tag: tag ? tag : null,
    view: params.get("vista") === "lista" ? "lista" : "griglia",
    all: params.get("mostra") === "tutti",
    open: params.get("iscrizioni") === "aperte",
  };
}

/** The query string of a state, without defaults, so shared links stay short. */
export function catalogueSearch(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.filter !== "tutti") params.set("filter", state.filter);
  if (state.query.trim() !== "") params.set("q", state.query);
  if (state.tag) params.set("tag", state.tag);
  if (state.view !== "griglia") params.set("vista", state.view);
  if (state.all) params.set("mostra", "tutti");
  if (state.open) params.set("iscrizioni", "aperte");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Case-insensitive match of the search text in the title or the description. */
export function matchesSearch(course: Filterable, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("it");
  if (needle === "") return true;
  return (
    course.title.toLocaleLowerCase("it").includes(needle) ||
    course.description.toLocaleLowerCase("it").includes(needle)
  );
}

export function matchesTag(course: Filterable, tag: string | null): boolean {
  return tag === null || course.tags.includes(tag);
}

export function matchesCategory(course: Filterable, filter: CategoryFilter): boolean {
  return filter === "tutti" || course.category === filter;
}

export function matchesOpen(course: Filterable, open: boolean): boolean {
  return !open || Boolean(course.nextEdition);
}

/** Keeps the input order. */
export function filterCourses<T extends Filterable>(
  list: readonly T[],
  state: Pick<CatalogueState, "filter" | "query" | "tag"> & { open?: boolean },
): T[] {
  return list.filter(
    (course) =>
      matchesOpen(course, state.open ?? false) &&
      matchesCategory(course, state.filter) &&
      matchesTag(course, state.tag) &&
      matchesSearch(course, state.query),
  );
}

/** Every course's tags, de-duplicated, in first-seen order. */
export function buildTagList(list: readonly { tags: readonly string[] }[]): string[] {
  return [...new Set(list.flatMap((course) => course.tags))];
}

/** The tag a tag button selects: clicking the active tag again deselects it. */
export function toggledTag(active: string | null, clicked: string): string | null {
  return active === clicked ? null : clicked;
}
