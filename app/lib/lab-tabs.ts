import { DEFAULT_LAB_SPEC_TAB, LAB_SPEC_TABS, type LabSpecTab } from "~/content/lab-specs";

/** The tab named by a URL hash ("#robotics"); the default tab for anything else. */
export function tabFromHash(hash: string): LabSpecTab {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return DEFAULT_LAB_SPEC_TAB; // a malformed hash typed by hand
  }
  return (LAB_SPEC_TABS as readonly string[]).includes(name)
    ? (name as LabSpecTab)
    : DEFAULT_LAB_SPEC_TAB;
}

/** The tab reached from `current` with an arrow/Home/End key, or null for other keys. */
export function tabForKey(current: LabSpecTab, key: string): LabSpecTab | null {
  const index = LAB_SPEC_TABS.indexOf(current);
  const count = LAB_SPEC_TABS.length;
  switch (key) {
    case "ArrowRight":
      return LAB_SPEC_TABS[(index + 1) % count]!;
    case "ArrowLeft":
      return LAB_SPEC_TABS[(index - 1 + count) % count]!;
    case "Home":
      return LAB_SPEC_TABS[0];
    case "End":
      return LAB_SPEC_TABS[count - 1]!;
    default:
      return null;
  }
}
