import { AI_LAB_TEXTS } from "~/features/pages/labs/ai-lab-texts";
import { aiLabPageData, labPageLoader } from "~/features/pages/labs/ai-lab-page.server";
import { AiLabContent } from "~/features/pages/labs/ai-lab-view";
import { standalonePage } from "~/features/pages/labs/standalone-shell";
import { pageMeta } from "~/platform/meta";

export const meta = () => pageMeta(AI_LAB_TEXTS.meta.title, AI_LAB_TEXTS.meta.description);

export const loader = labPageLoader(AI_LAB_TEXTS, aiLabPageData);

/** Standalone page: no common layout (spec §2). */
export default standalonePage(AiLabContent);
