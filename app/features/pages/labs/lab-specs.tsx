import { LAB_SPECS_TEXTS } from "~/features/pages/labs/lab-specs-texts";
import { LabSpecsContent } from "~/features/pages/labs/lab-specs-view";
import { standalonePage } from "~/features/pages/labs/standalone-shell";
import { tabFromParam } from "~/features/pages/labs/lab-tabs";
import { loadPageContent } from "~/features/pages/texts/page-texts.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/lab-specs";

/**
 * The page's texts and images (decision 047); the chosen tab comes from
 * `?tab=` (docs/decisions/034): rendered here, no script needed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  return {
    ...(await loadPageContent(database.db, LAB_SPECS_TEXTS, log)),
    tab: tabFromParam(new URL(request.url).searchParams.get("tab")),
  };
}

export const meta = () =>
  pageMeta(
    "Caratteristiche del laboratorio",
    "Le dotazioni dell'AI Evolution Lab: hardware, robotica, software di intelligenza artificiale e strumenti creativi, con l'infrastruttura inclusa.",
  );

/** Standalone page: no common layout (spec §2). */
export default standalonePage(LabSpecsContent);
