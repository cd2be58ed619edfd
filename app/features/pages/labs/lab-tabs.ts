import {
  DEFAULT_LAB_SPEC_TAB,
  LAB_SPEC_TABS,
  type LabSpecTab,
} from "~/features/pages/labs/lab-specs-content";

/** The tab named by the `?tab=` query parameter; the default tab for anything else. */
export function tabFromParam(value: string | null): LabSpecTab {
  return (LAB_SPEC_TABS as readonly (string | null)[]).includes(value)
    ? (value as LabSpecTab)
    : DEFAULT_LAB_SPEC_TAB;
}

/**
 * The address of a tab: `?tab=` (none for the default tab), then the section's
 * anchor, so the page opens on the tabs rather than at its top.
 */
export function labTabHref(tab: LabSpecTab): string {
  const query = tab === DEFAULT_LAB_SPEC_TAB ? "" : `?tab=${tab}`;
  return `/caratteristiche-lab${query}#dotazioni`;
}
