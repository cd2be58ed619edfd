import type { Route } from "./+types/ai-evolution-community";
import { COMMUNITY_TEXTS } from "~/features/pages/labs/community-texts";
import { communityPageData } from "~/features/pages/labs/ai-lab-page.server";
import { CommunityContent } from "~/features/pages/labs/community-view";
import { StandaloneShell } from "~/features/pages/labs/standalone-shell";
import { loadPageContent } from "~/features/pages/texts/page-texts.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "AI Evolution Community",
    "La comunità di pratica dei docenti dell'AI Evolution Lab: un ciclo mensile di formazione, sperimentazione e condivisione lungo un percorso di 24 mesi.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  return communityPageData(context, await loadPageContent(database.db, COMMUNITY_TEXTS, log));
}

/** Standalone page: no common layout (spec §2). */
export default function AiEvolutionCommunity({ loaderData }: Route.ComponentProps) {
  return (
    <StandaloneShell>
      <CommunityContent {...loaderData} />
    </StandaloneShell>
  );
}
