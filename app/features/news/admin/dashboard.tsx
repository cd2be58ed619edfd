import { CalendarClock, FilePlus2 } from "lucide-react";
import { data, Link } from "react-router";
import { ConfirmDelete, ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { ListSearch } from "~/ui/staff/list-controls";
import { readListQuery } from "~/platform/list-query.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { RecordListPage } from "~/ui/records/record-lists";
import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import { dashboardFilterStatus, parseDashboardFilter } from "~/features/news/admin/news-editor";
import { dashboardHref } from "~/features/news/admin/dashboard/dashboard-place";
import { AdminLinks } from "~/features/news/admin/dashboard/admin-links";
import { CourseSummary } from "~/features/news/admin/dashboard/course-summary";
import { OpenEditions } from "~/features/news/admin/dashboard/open-editions";
import { PostList, StatusFilter } from "~/features/news/admin/dashboard/post-list";
import { pageMeta } from "~/platform/meta";
import { getStaff } from "~/features/staff/public-api.server";
import { countCoursesByStatus } from "~/features/courses/public-api.server";
import { openEditionCounts } from "~/features/enrolments/public-api.server";
import { editionDatesText } from "~/features/enrolments/public-api";
import { deleteNews, listNewsForAdmin } from "~/features/news/admin/news-admin.server";
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

      {courseCounts ? <CourseSummary counts={courseCounts} /> : null}

      {editions.length > 0 ? <OpenEditions editions={editions} /> : null}

      {isAdmin ? <AdminLinks /> : null}

      <StatusFilter place={place} />

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

      <PostList posts={posts} place={place} error={error} now={at} />
    </RecordListPage>
  );
}
