import { ExternalLink, Eye, Pencil, Plus, Star } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { FieldError, SelectField } from "~/ui/forms/field";
import { ListPager, ListSearch, ListSelect, ListSummary } from "~/ui/staff/list-controls";
import { readListQuery } from "~/platform/list-query.server";
import { isScheduled, scheduledLabel } from "~/platform/forms/publish-at";
import { now } from "~/platform/clock.server";
import { ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { MoveButtons } from "~/ui/staff/row-actions";
import { RecordListPage } from "~/ui/records/record-lists";
import { appContext } from "~/context";
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_STATUSES,
  COURSE_STATUS_LABELS,
  FEATURED_COURSES,
  parseCourseListFilters,
  type CourseListFilters,
} from "~/features/courses/admin/course-editor";
import { pageMeta } from "~/platform/meta";
import { actorOf } from "~/platform/records/audit.server";
import { requireStaff } from "~/features/staff/public-api.server";
import {
  CourseNotFoundError,
  FeaturedCoursesError,
  listCoursesForAdmin,
  listFeaturedCourseIds,
  moveCourse,
  pageCoursesForAdmin,
  setFeaturedCourses,
  type AdminCourseRow,
} from "~/features/courses/admin/courses-admin.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { dispatchIntent, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { redirectAfter } from "~/platform/forms/list-actions.server";
import type { Route } from "./+types/courses";

export const meta = () => pageMeta("Corsi", "Gestione del catalogo dei corsi.");

const NOTICES: Record<string, { tone: "success" | "error"; text: string }> = {
  eliminato: { tone: "success", text: "Corso eliminato." },
  "non-trovato": {
    tone: "error",
    text: "Il corso non esiste più: potrebbe essere stato eliminato.",
  },
  ordinato: { tone: "success", text: "Ordine del catalogo aggiornato." },
  evidenza: { tone: "success", text: "Corsi in evidenza aggiornati: la home li mostra già." },
};

const ORDINALS = ["Primo", "Secondo", "Terzo"] as const;

function listHref(
  filters: CourseListFilters,
  extra: Record<string, string> = {},
  page = 1,
): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  // The page stays after an arrow or a featured save (issue 26: the list has pages).
  if (page > 1) params.set("pagina", String(page));
  if (filters.category) params.set("pubblico", filters.category);
  if (filters.status) params.set("stato", filters.status);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return `/admin/corsi${query ? `?${query}` : ""}`;
}

/** Guarded by features/staff/auth/guard.ts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = parseCourseListFilters(url.searchParams);
  const { database } = context.get(appContext);
  const [rows, all, featured] = await Promise.all([
    pageCoursesForAdmin(database.db, filters, readListQuery(url.searchParams).page),
    listCoursesForAdmin(database.db, { status: "pubblicato" }),
    listFeaturedCourseIds(database.db),
  ]);
  return {
    filters,
    filtered: Boolean(filters.query || filters.category || filters.status),
    rows,
    publishedOptions: all.map((c) => ({ value: c.id, label: c.title })),
    featured,
    notice: noticeFrom(url, NOTICES),
    now: now().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const form = await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  const intent = form.get("intent");
  const place = new URLSearchParams(String(form.get("filtri") ?? ""));
  const filters = parseCourseListFilters(place);
  const page = readListQuery(place).page;
  const id = String(form.get("id") ?? "");
  /** A write, then back to the list with its notice; a course gone is said there too. */
  const write = (change: () => Promise<string>) =>
    redirectAfter(change, (error) => {
      if (error instanceof FeaturedCoursesError)
        return formInvalid({ featured: error.message }, {});
      if (error instanceof CourseNotFoundError)
        throw redirect(listHref(filters, { avviso: "non-trovato" }, page));
      log.error({ err: error, intent }, "admin course list action failed");
      return formFailed(
        500,
        undefined,
        "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
      );
    });
  const move = (direction: "up" | "down") => () =>
    write(async () => {
      await moveCourse(database.db, id, direction, actor);
      return `${listHref(filters, { avviso: "ordinato" }, page)}#corso-${id}`;
    });
  return dispatchIntent(intent, {
    "move-up": move("up"),
    "move-down": move("down"),
    featured: () =>
      write(async () => {
        const ids = Array.from({ length: FEATURED_COURSES }, (_, i) =>
          String(form.get(`featured${i + 1}`) ?? ""),
        );
        await setFeaturedCourses(database.db, ids, actor);
        return listHref(filters, { avviso: "evidenza" }, page);
      }),
  });
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default function CoursesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, filtered, rows, publishedOptions, featured, notice } = loaderData;
  const at = new Date(loaderData.now);
  const filterQuery = listHref(filters, {}, rows.page).replace(/^\/admin\/corsi\??/, "");
  return (
    <RecordListPage
      title="Corsi"
      newRecord={{ to: "/admin/corsi/nuovo", icon: Plus, label: "Nuovo corso" }}
    >
      <ListNotices
        notice={notice}
        error={actionData?.status === "failed" ? actionData.message : null}
      />

      <section
        aria-labelledby="in-evidenza"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="in-evidenza" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Star aria-hidden="true" className="size-5 text-amber-600" />
          Corsi in evidenza nella home
        </h2>
        <p className="mt-1 text-slate-700">
          La home mostra questi corsi pubblicati, in quest'ordine. Lascia vuota una posizione per
          mostrarne meno.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="featured" />
          <input type="hidden" name="filtri" value={filterQuery} />
          <div className="grid gap-x-4 md:grid-cols-3">
            {ORDINALS.map((ordinal, i) => (
              <SelectField
                key={ordinal}
                label={`${ordinal} corso in evidenza`}
                name={`featured${i + 1}`}
                options={publishedOptions}
                placeholder="Nessuno"
                defaultValue={featured[i] ?? ""}
              />
            ))}
          </div>
          <FieldError
            name="featured"
            error={actionData?.status === "invalid" ? actionData.errors.featured : undefined}
          />
          <button
            type="submit"
            className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Salva i corsi in evidenza
          </button>
        </Form>
      </section>

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
    </RecordListPage>
  );
}

const STATUS_BADGE: Record<AdminCourseRow["status"], string> = {
  bozza: "bg-amber-100 text-amber-950",
  pubblicato: "bg-green-100 text-green-900",
  archiviato: "bg-slate-200 text-slate-900",
};

function CourseRow({
  row,
  first,
  last,
  filterQuery,
  now,
}: {
  row: AdminCourseRow;
  first: boolean;
  last: boolean;
  filterQuery: string;
  /** The server clock when the list was read. */
  now: Date;
}) {
  const scheduled = row.status === "pubblicato" && isScheduled(row.publishedAt, now);
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" && navigation.formData?.get("id") === row.id;
  return (
    <li id={`corso-${row.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{row.title}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_BADGE[row.status]}`}>
              {COURSE_STATUS_LABELS[row.status]}
            </span>
            {scheduled && row.publishedAt ? (
              <span className="font-semibold text-sky-900">{scheduledLabel(row.publishedAt)}</span>
            ) : null}
            <span>{COURSE_CATEGORY_LABELS[row.category]}</span>
            {row.code ? <span>Codice {row.code}</span> : null}
            <span>/corsi/{row.slug}</span>
            {row.featuredRank ? (
              <span className="font-semibold text-amber-900">
                In evidenza n. {row.featuredRank}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/corsi/${row.id}`}
            aria-label={`Modifica: ${row.title}`}
            className={linkClass}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Modifica
          </Link>
          <Link
            to={`/admin/corsi/${row.id}/anteprima`}
            aria-label={`Anteprima: ${row.title}`}
            className={linkClass}
          >
            <Eye aria-hidden="true" className="size-4" />
            Anteprima
          </Link>
          {row.status === "pubblicato" && !scheduled ? (
            <Link
              to={`/corsi/${row.slug}`}
              aria-label={`Pagina pubblica: ${row.title}`}
              className={linkClass}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Pagina pubblica
            </Link>
          ) : null}
          <Form method="post" preventScrollReset className="flex gap-2">
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="filtri" value={filterQuery} />
            <MoveButtons
              name={row.title}
              first={first}
              last={last}
              moving={moving}
              className={`${linkClass} disabled:opacity-50`}
            />
          </Form>
        </div>
      </div>
    </li>
  );
}
