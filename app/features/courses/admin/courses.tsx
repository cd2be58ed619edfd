import { Plus } from "lucide-react";
import { readListQuery } from "~/platform/list-query.server";
import { now } from "~/platform/clock.server";
import { ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { RecordListPage } from "~/ui/records/record-lists";
import { appContext } from "~/context";
import { parseCourseListFilters } from "~/features/courses/admin/course-editor";
import { CatalogueSection } from "~/features/courses/admin/course-list/catalogue-section";
import {
  moveCourseInCatalogue,
  saveFeaturedCourses,
} from "~/features/courses/admin/course-list/course-list-intents.server";
import { FeaturedCoursesForm } from "~/features/courses/admin/course-list/featured-courses-form";
import { listHref } from "~/features/courses/admin/course-list/list-href";
import { pageMeta } from "~/platform/meta";
import { actorOf } from "~/platform/records/audit.server";
import { requireStaff } from "~/features/staff/public-api.server";
import {
  listCoursesForAdmin,
  listFeaturedCourseIds,
  pageCoursesForAdmin,
} from "~/features/courses/admin/courses-admin.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { dispatchIntent } from "~/platform/forms/forms.server";
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

/** Two forms on the list, told apart by their `intent`: the arrows and the featured courses. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const form = await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  const submission = { db: database.db, log, actor, form };
  return dispatchIntent(form.get("intent"), {
    "move-up": () => moveCourseInCatalogue(submission, "up"),
    "move-down": () => moveCourseInCatalogue(submission, "down"),
    featured: () => saveFeaturedCourses(submission),
  });
}

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

      <FeaturedCoursesForm
        publishedOptions={publishedOptions}
        featured={featured}
        filterQuery={filterQuery}
        error={actionData?.status === "invalid" ? actionData.errors.featured : undefined}
      />

      <CatalogueSection
        filters={filters}
        filtered={filtered}
        rows={rows}
        filterQuery={filterQuery}
        at={at}
      />
    </RecordListPage>
  );
}
