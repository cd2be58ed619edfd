import { COMMUNITY_TEXTS } from "~/features/pages/labs/community-texts";
import { communityPageData, labPageLoader } from "~/features/pages/labs/ai-lab-page.server";
import { CommunityContent } from "~/features/pages/labs/community-view";
import { standalonePage } from "~/features/pages/labs/standalone-shell";
import { pageMeta } from "~/platform/meta";

export const meta = () => pageMeta(COMMUNITY_TEXTS.meta.title, COMMUNITY_TEXTS.meta.description);

export const loader = labPageLoader(COMMUNITY_TEXTS, communityPageData);

/** Standalone page: no common layout (spec §2). */
export default standalonePage(CommunityContent);
