/**
 * The views of the informational pages that show only their texts and images
 * (decision 047), by page key: for their one route module (info/text-page.tsx)
 * and for the staff preview. A new page of that kind is one line here.
 */
import type { ComponentType } from "react";
import { AboutPage } from "~/features/pages/info/views/about-view";
import { ErasmusPage } from "~/features/pages/info/views/erasmus-view";
import { NetworkPage } from "~/features/pages/info/views/network-view";
import { SmartLabPage } from "~/features/pages/info/views/smart-lab-view";
import { TeachersPage } from "~/features/pages/info/views/teachers-view";
import type { PageContent } from "~/features/pages/texts/page-text-types";

export const TEXT_VIEWS: Readonly<Record<string, ComponentType<PageContent>>> = {
  docenti: TeachersPage,
  "chi-siamo": AboutPage,
  erasmus: ErasmusPage,
  "etn-world": NetworkPage,
  "smart-lab": SmartLabPage,
};
