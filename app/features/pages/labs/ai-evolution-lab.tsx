import type { Route } from "./+types/ai-evolution-lab";
import { AI_LAB_TEXTS } from "~/features/pages/labs/ai-lab-texts";
import { aiLabPageData } from "~/features/pages/labs/ai-lab-page.server";
import { AiLabContent } from "~/features/pages/labs/ai-lab-view";
import { StandaloneShell } from "~/features/pages/labs/standalone-shell";
import { loadPageContent } from "~/features/pages/texts/page-texts.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "AI Evolution Lab",
    "AI Evolution Lab: il laboratorio di intelligenza artificiale chiavi in mano per le scuole, con 20+ postazioni, 50+ framework, 100+ dispositivi IoT e una community attiva 24/7.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  return aiLabPageData(context, await loadPageContent(database.db, AI_LAB_TEXTS, log));
}

/** Standalone page: no common layout (spec §2). */
export default function AiEvolutionLab({ loaderData }: Route.ComponentProps) {
  return (
    <StandaloneShell>
      <AiLabContent {...loaderData} />
    </StandaloneShell>
  );
}
