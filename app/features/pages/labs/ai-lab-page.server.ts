// What /ai-evolution-lab and /ai-evolution-community show:
// for their routes, and for the staff preview of their texts.
import type { RouterContextProvider } from "react-router";
import { BASILICATA_FIGURES } from "~/features/calls/public-api";
import { pageCall } from "~/features/calls/public-api.server";
import {
  AI_LAB_FEATURES,
  AI_LAB_METHOD,
  AI_LAB_PROGRAMME,
  AI_LAB_STATS,
} from "~/features/pages/labs/ai-lab-content";
import { COMMUNITY_CYCLE, COMMUNITY_PHASES } from "~/features/pages/labs/community-content";
import type { PageContent, PageTextsPage } from "~/features/pages/texts/page-text-types";
import { loadPageContent } from "~/features/pages/texts/page-texts.server";
import { appContext } from "~/context";

/** The tender's dates come from its record (/admin/bandi), its status from the server clock. */
async function labPageData<Extra extends object>(
  context: Readonly<RouterContextProvider>,
  content: PageContent,
  extra: Extra,
) {
  return {
    ...content,
    tender: await pageCall(context, "ai-lab-tender"),
    programme: AI_LAB_PROGRAMME,
    ...extra,
  };
}

/** /ai-evolution-lab: its copy travels as loader data, so its browser code stays small. */
export function aiLabPageData(context: Readonly<RouterContextProvider>, content: PageContent) {
  return labPageData(context, content, {
    stats: AI_LAB_STATS,
    features: AI_LAB_FEATURES,
    method: AI_LAB_METHOD,
  });
}

export function communityPageData(context: Readonly<RouterContextProvider>, content: PageContent) {
  return labPageData(context, content, {
    perLaboratory: BASILICATA_FIGURES.perLaboratory,
    cycle: COMMUNITY_CYCLE,
    phases: COMMUNITY_PHASES,
  });
}

/** The loader of a lab page's route: `export const loader = labPageLoader(…)`. */
export function labPageLoader<Data>(
  page: PageTextsPage,
  pageData: (context: Readonly<RouterContextProvider>, content: PageContent) => Promise<Data>,
) {
  return async ({ context }: { context: Readonly<RouterContextProvider> }) => {
    const { database, log } = context.get(appContext);
    return pageData(context, await loadPageContent(database.db, page, log));
  };
}
