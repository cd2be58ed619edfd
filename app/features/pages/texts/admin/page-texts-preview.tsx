import { appContext } from "~/context";
import { homePageData } from "~/features/pages/home/home-page.server";
import { HomePage } from "~/features/pages/home/home-view";
import { studentsPageData } from "~/features/pages/info/students-page.server";
import { StudentsPage } from "~/features/pages/info/students-view";
import { aiLabPageData, communityPageData } from "~/features/pages/labs/ai-lab-page.server";
import { AiLabContent } from "~/features/pages/labs/ai-lab-view";
import { CommunityContent } from "~/features/pages/labs/community-view";
import { DEFAULT_LAB_SPEC_TAB } from "~/features/pages/labs/lab-specs-content";
import { LabSpecsContent } from "~/features/pages/labs/lab-specs-view";
import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsOf } from "~/features/pages/texts/page-texts";
import { TEXT_VIEWS } from "~/features/pages/info/views/text-views";
import { HOME_TEXTS } from "~/features/pages/home/home-texts";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import {
  pageImages,
  pageTextsRecord,
  pageTextsRowFor,
} from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import { pendingSentence } from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { PagePreviewFrame } from "~/ui/records/preview-frame";
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
  if (page.key === "home") {
    return {
      ...frame,
      view: "home" as const,
      data: await homePageData(app, pageTextsOf(HOME_TEXTS, saved)),
    };
  }
  const texts = pageTextsOf(page, saved);
  const images = await pageImages(app.database.db, page, texts);
  // The standalone pages: previewed without their own frame, inside the staff one.
  if (page.key === "ai-evolution-lab") {
    return {
      ...frame,
      view: "ai-lab" as const,
      data: await aiLabPageData(context, { texts, images }),
    };
  }
  if (page.key === "ai-evolution-community") {
    return {
      ...frame,
      view: "community" as const,
      data: await communityPageData(context, { texts, images }),
    };
  }
  if (page.key === "caratteristiche-lab") {
    // On its first tab, as the page opens.
    return {
      ...frame,
      view: "lab-specs" as const,
      data: { texts, images, tab: DEFAULT_LAB_SPEC_TAB },
    };
  }
  return {
    ...frame,
    view: "texts" as const,
    data: { texts, images },
  };
}

export default function PageTextsPreview({ loaderData }: Route.ComponentProps) {
  const { key, path, pending } = loaderData;
  const TextView = TEXT_VIEWS[key];
  return (
    <PagePreviewFrame path={path} pending={pending} editHref={`/admin/pagine/${key}`}>
      {loaderData.view === "studenti" ? (
        <StudentsPage {...loaderData.data} />
      ) : loaderData.view === "home" ? (
        <HomePage {...loaderData.data} />
      ) : loaderData.view === "ai-lab" ? (
        <AiLabContent {...loaderData.data} />
      ) : loaderData.view === "community" ? (
        <CommunityContent {...loaderData.data} />
      ) : loaderData.view === "lab-specs" ? (
        <LabSpecsContent {...loaderData.data} />
      ) : TextView ? (
        <TextView {...loaderData.data} />
      ) : null}
    </PagePreviewFrame>
  );
}
