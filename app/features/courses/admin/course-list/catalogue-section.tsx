import { CourseRow } from "~/features/courses/admin/course-list/course-row";
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_STATUSES,
  COURSE_STATUS_LABELS,
  type CourseListFilters,
} from "~/features/courses/admin/course-editor";
import type { AdminCourseRow } from "~/features/courses/admin/courses-admin.server";
import type { ListPage } from "~/platform/list-page";
import { ListPager, ListSearch, ListSelect, ListSummary } from "~/ui/staff/list-controls";

export function CatalogueSection({
  filters,
  filtered,
  rows,
  filterQuery,
  at,
}: {
  filters: CourseListFilters;
  filtered: boolean;
  rows: ListPage<AdminCourseRow>;
  filterQuery: string;
  /** The server clock when the list was read. */
  at: Date;
}) {
  return (
    <section aria-labelledby="catalogo" className="mt-8">
      <h2 id="catalogo" className="text-xl font-bold text-slate-900">
        Catalogo
      </h2>
      <ListSearch
        name="i corsi"
        hint="Titolo, codice o indirizzo del corso."
        q={filters.query}
        clearHref={filtered ? "/admin/corsi" : undefined}
      >
        <ListSelect
          label="Pubblico"
          name="pubblico"
          options={COURSE_CATEGORIES.map((c) => ({ value: c, label: COURSE_CATEGORY_LABELS[c] }))}
          value={filters.category ?? ""}
        />
        <ListSelect
          label="Stato"
          name="stato"
          options={COURSE_STATUSES.map((s) => ({ value: s, label: COURSE_STATUS_LABELS[s] }))}
          value={filters.status ?? ""}
        />
      </ListSearch>
      <ListSummary
        list={rows}
        nouns={["corso", "corsi"]}
        empty={
          filtered ? "Nessun corso corrisponde ai filtri scelti." : "Non ci sono ancora corsi."
        }
      />
      {rows.total > 0 ? (
        <p className="text-slate-700">
          L'elenco segue l'ordine del catalogo (che vale anche per le frecce corso precedente e
          successivo).
        </p>
      ) : null}
      {rows.items.length === 0 ? null : (
        <ol className="mt-4 space-y-3">
          {rows.items.map((row, index) => (
            <CourseRow
              key={row.id}
              row={row}
              first={rows.page === 1 && index === 0}
              last={rows.page === rows.pages && index === rows.items.length - 1}
              filterQuery={filterQuery}
              now={at}
            />
          ))}
        </ol>
      )}
      <ListPager list={rows} />
    </section>
  );
}
