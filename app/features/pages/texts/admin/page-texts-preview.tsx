import { appContext } from "~/context";
import { homePageData } from "~/features/pages/home/home-page.server";
import { HomePage } from "~/features/pages/home/home-view";
import { studentsPageData } from "~/features/pages/info/students-page.server";
import { StudentsPage } from "~/features/pages/info/students-view";
import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsOf } from "~/features/pages/texts/page-texts";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import { pageTextsRecord, pageTextsRowFor } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import { pendingSentence } from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { PreviewFrame } from "~/platform/records/record-screens";
import type { Route } from "./+types/page-texts-preview";

export const meta = () => pageMeta("Anteprima pagina", "Anteprima riservata allo staff.");

/**
 * A page as visitors will see it with its pending edits (decision 047), or as
 * it is when there are none: the page's own data and view. Guarded by
 * features/staff/auth/guard.ts; staff pages are neither stored nor indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const page = requirePageTextsPage(params.pageKey);
  const row = await pageTextsRowFor(app.database.db, page);
  const pending = await getPendingEdit(app.database.db, pageTextsRecord.entityType, row.id);
  const saved = { ...row.fields, ...pending?.values };
  const frame = {
    key: page.key,
    path: page.path,
    pending: pending ? pendingSentence(pending) : null,
  };
  if (page.key === "studenti") {
    return {
      ...frame,
      view: "studenti" as const,
      data: await studentsPageData(app.database.db, app.log, pageTextsOf(STUDENTS_TEXTS, saved)),
    };
  }
  return {
    ...frame,
    view: "home" as const,
    data: await homePageData(app, pageTextsOf(HOME_TEXTS, saved)),
  };
}

export default function PageTextsPreview({ loaderData }: Route.ComponentProps) {
  const { key, path, pending } = loaderData;
  return (
    <PreviewFrame
      width="max-w-7xl"
      message={
        pending
          ? `Anteprima. ${pending}: i visitatori vedono ancora la versione pubblicata.`
          : `Anteprima della pagina ${path}, come la vedono i visitatori.`
      }
      editHref={`/admin/pagine/${key}`}
      editLabel="Torna alla modifica"
    >
      {loaderData.view === "studenti" ? (
        <StudentsPage {...loaderData.data} />
      ) : (
        <HomePage {...loaderData.data} />
      )}
    </PreviewFrame>
  );
}
