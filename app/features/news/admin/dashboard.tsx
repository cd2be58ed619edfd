import { BookOpen, CalendarClock, Eye, FilePlus2, Pencil, Users } from "lucide-react";
import { data, Link } from "react-router";
import { ConfirmDelete, ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { CardFact, ListCard, RowAction } from "~/ui/staff/row-actions";
import { ListPager, ListSearch, ListSummary } from "~/ui/staff/list-controls";
import { readListQuery } from "~/platform/list-query.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { RecordListPage } from "~/ui/records/record-lists";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { isScheduled, scheduledLabel } from "~/platform/forms/publish-at";
import { now } from "~/platform/clock.server";
import { newsCategoryLabel } from "~/features/news/news";
import {
  DASHBOARD_FILTER_LABELS,
  DASHBOARD_FILTERS,
  NEWS_STATUS_LABELS,
  dashboardEmptyMessage,
  dashboardFilterStatus,
  parseDashboardFilter,
  type DashboardFilter,
} from "~/features/news/admin/news-editor";
import { pageMeta } from "~/platform/meta";
import { getStaff } from "~/features/staff/public-api.server";
import { countCoursesByStatus } from "~/features/courses/public-api.server";
import { openEditionCounts } from "~/features/enrolments/public-api.server";
import { editionDatesText } from "~/features/enrolments/public-api";
import {
  deleteNews,
  listNewsForAdmin,
  type AdminNewsRow,
} from "~/features/news/admin/news-admin.server";
import { listDeleteAction } from "~/platform/forms/list-actions.server";
import { configurationWarnings } from "~/features/settings/public-api.server";
import { ConfigurationWarnings } from "~/features/settings/public-api";
import type { Route } from "./+types/dashboard";

export const meta = () => pageMeta("Dashboard news", "Gestione delle news dell'area riservata.");

const LOAD_ERROR = "Errore nel caricamento degli articoli. Riprova più tardi.";
const DELETE_ERROR = "Errore durante l'eliminazione dell'articolo. Riprova più tardi.";
const CONFIRM_QUESTION = "Sei sicuro di voler eliminare questo articolo?";

/** Messages carried back to the dashboard in `?avviso=` after a redirect. */
const NOTICES = {
  eliminato: { tone: "success", text: "Articolo eliminato." },
  "articolo-non-trovato": { tone: "error", text: "Errore nel caricamento dell'articolo" },
} as const;

/** Where the dashboard is: its status filter, search and page (kept by every link on it). */
type DashboardPlace = { filter: DashboardFilter; q: string; page: number };

function dashboardHref(place: DashboardPlace, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (place.filter !== "tutti") params.set("stato", place.filter);
  if (place.q) params.set("q", place.q);
  if (place.page > 1) params.set("pagina", String(place.page));
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return `/admin/dashboard${query ? `?${query}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = parseDashboardFilter(url.searchParams.get("stato"));
  const query = readListQuery(url.searchParams);
  const notice = noticeFrom(url, NOTICES);
  const { database, env, log } = context.get(appContext);
  const staff = await getStaff(request, context);
  const isAdmin = staff?.role === "amministratore";
  const warnings = configurationWarnings(env);
  try {
    const [posts, courseCounts, editions] = await Promise.all([
      listNewsForAdmin(database.db, query, dashboardFilterStatus(filter)),
      countCoursesByStatus(database.db),
      openEditionCounts(database.db),
    ]);
    const confirmId = url.searchParams.get("elimina");
    const confirm = posts.items.find((p) => p.id === confirmId) ?? null;
    const place = { filter, q: posts.q, page: posts.page };
    return {
      place,
      posts,
      confirm,
      notice,
      error: null,
      courseCounts,
      editions: editions.map((e) => ({ ...e, dates: editionDatesText(e.startDate, e.endDate) })),
      isAdmin,
      warnings,
      now: now().toISOString(),
    };
  } catch (error) {
    log.error({ err: error }, "admin news list failed");
    return data(
      {
        place: { filter, q: query.q, page: 1 },
        posts: { items: [], total: 0, page: 1, pages: 1, q: query.q },
        confirm: null,
        notice,
        error: LOAD_ERROR,
        courseCounts: null,
        editions: [],
        isAdmin,
        warnings,
        now: now().toISOString(),
      },
      { status: 500 },
    );
  }
}

export async function action(args: Route.ActionArgs) {
  return listDeleteAction(args, {
    remove: (db, { id, actor, openedVersion }) => deleteNews(db, id, actor, openedVersion),
    refusals: [RecordConflictError],
    logMessage: "admin news delete failed",
    failure: DELETE_ERROR,
    done: (form) =>
      dashboardHref(
        {
          filter: parseDashboardFilter(String(form.get("stato") ?? "")),
          ...readListQuery(form),
        },
        { avviso: "eliminato" },
      ),
  });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { place, posts, confirm, notice, error, courseCounts, editions, isAdmin, warnings } =
    loaderData;
  const at = new Date(loaderData.now);
  const { filter } = place;
  return (
    <RecordListPage
      title="Gestione news"
      newRecord={{ to: "/admin/news/new", icon: FilePlus2, label: "Nuovo articolo" }}
      links={
        <Link
          to="/admin/bandi"
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <CalendarClock aria-hidden="true" className="size-5" />
          Bandi: date e schede
        </Link>
      }
    >
      <ConfigurationWarnings warnings={warnings} />

      {courseCounts ? (
        <section
          aria-labelledby="riepilogo-corsi"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <div>
            <h2 id="riepilogo-corsi" className="text-lg font-bold text-slate-900">
              Corsi
            </h2>
            <p className="text-slate-700">
              {courseCounts.pubblicato} pubblicati, {courseCounts.bozza} in bozza,{" "}
              {courseCounts.archiviato} archiviati.
            </p>
          </div>
          <Link
            to="/admin/corsi"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <BookOpen aria-hidden="true" className="size-5" />
            Gestisci i corsi
          </Link>
        </section>
      ) : null}

      {editions.length > 0 ? <OpenEditions editions={editions} /> : null}

      {isAdmin ? (
        <p className="mt-3 text-slate-700">
          Come amministratore gestisci anche gli{" "}
          <Link to="/admin/utenti" className="font-semibold text-brand-700 underline">
            account dello staff
          </Link>
          , il{" "}
          <Link to="/admin/registro" className="font-semibold text-brand-700 underline">
            registro delle modifiche
          </Link>{" "}
          e le{" "}
          <Link to="/admin/impostazioni" className="font-semibold text-brand-700 underline">
            impostazioni del sito
          </Link>
          .
        </p>
      ) : null}

      <nav aria-label="Filtra per stato" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {DASHBOARD_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={dashboardHref({ filter: f, q: place.q, page: 1 })}
                aria-current={f === filter ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  f === filter
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                }`}
              >
                {DASHBOARD_FILTER_LABELS[f]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ListSearch
        name="gli articoli"
        hint="Titolo, riassunto o testo dell'articolo."
        q={place.q}
        keep={{ stato: filter === "tutti" ? "" : filter }}
        clearHref={place.q ? dashboardHref({ filter, q: "", page: 1 }) : undefined}
      />

      <ListNotices notice={notice} error={actionData?.message} />

      {confirm ? (
        <ConfirmDelete
          title="Elimina articolo"
          question={CONFIRM_QUESTION}
          cancelHref={dashboardHref(place)}
          deletion={{
            id: confirm.id,
            name: confirm.title,
            // The version shown: a post changed since is not deleted (decision 041).
            fields: {
              stato: filter,
              q: place.q,
              pagina: String(place.page),
              [OPENED_VERSION_FIELD]: String(confirm.revision),
            },
          }}
        />
      ) : null}

      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </p>
      ) : (
        <>
          <ListSummary
            list={posts}
            nouns={["articolo", "articoli"]}
            empty={dashboardEmptyMessage(filter)}
          />
          {posts.items.length > 0 ? (
            <ul className="mt-3 space-y-3" aria-label="Articoli">
              {posts.items.map((post) => (
                <NewsRow key={post.id} post={post} place={place} now={at} />
              ))}
            </ul>
          ) : null}
          <ListPager list={posts} />
        </>
      )}
    </RecordListPage>
  );
}

/** Issue 25: every open edition with its seats taken, payments verified and waiting list. */
function OpenEditions({
  editions,
}: {
  editions: Array<{
    id: string;
    courseId: string;
    courseTitle: string;
    dates: string;
    seats: number;
    enrolled: number;
    paid: number;
    waiting: number;
  }>;
}) {
  return (
    <section
      aria-labelledby="edizioni-aperte"
      className="mt-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="edizioni-aperte" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Users aria-hidden="true" className="size-5 text-brand-700" />
        Edizioni aperte
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {editions.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link
              to={`/admin/corsi/${e.courseId}/edizioni/${e.id}`}
              className="inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline"
            >
              {e.courseTitle}, {e.dates}
            </Link>
            <span className="text-slate-700">
              {e.enrolled}/{e.seats} iscritti · {e.paid} {e.paid === 1 ? "pagato" : "pagati"} ·{" "}
              {e.waiting} in lista d'attesa
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NewsRow({
  post,
  place,
  now,
}: {
  post: AdminNewsRow;
  place: DashboardPlace;
  /** The server clock when the list was read. */
  now: Date;
}) {
  const scheduled = post.status === "published" && isScheduled(post.publishedAt, now);
  const published = post.status === "published" && !scheduled;
  return (
    <ListCard
      title={post.title}
      name={post.title}
      actions={
        <>
          <RowAction
            to={`/admin/news/edit/${post.id}`}
            icon={Pencil}
            label="Modifica"
            name={post.title}
            loadingNotice="Caricamento articolo..."
          />
          <RowAction
            to={`/admin/news/preview/${post.id}`}
            icon={Eye}
            label="Anteprima"
            name={post.title}
          />
        </>
      }
      deleteHref={dashboardHref(place, { elimina: post.id })}
    >
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            published
              ? "bg-green-100 text-green-900"
              : scheduled
                ? "bg-sky-100 text-sky-900"
                : "bg-amber-100 text-amber-900"
          }`}
        >
          {scheduled ? "Programmato" : NEWS_STATUS_LABELS[post.status]}
        </span>
        {scheduled && post.publishedAt ? (
          <span className="font-semibold text-sky-900">{scheduledLabel(post.publishedAt)}</span>
        ) : null}
        <span>Categoria: {newsCategoryLabel(post.category)}</span>
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
        <CardFact label="Creato: ">{formatDateTimeIt(post.createdAt)}</CardFact>
        <CardFact label="Aggiornato: ">{formatDateTimeIt(post.updatedAt)}</CardFact>
        <CardFact label="Pubblicato: ">
          {post.publishedAt ? formatDateTimeIt(post.publishedAt) : "non pubblicato"}
        </CardFact>
      </dl>
    </ListCard>
  );
}
