// What the catalogue's browser tests (catalogue, course-pages) expect of /corsi
// and how they read it back from the page.
import { expect } from "vitest";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { filterCourses, firstPage } from "~/features/courses/course-filters";
import { tagsForCourse } from "~/features/courses/course-tags";
import type { TrackedPage } from "./browser";
import { onSharedServer, sharedServer } from "./fixtures";

/**
 * The catalogue's browser files read only: the run's shared server
 * (tests/setup/e2e-shared.ts), as a visitor who already accepted cookies.
 */
export function catalogueOnSharedServer() {
  return { server: sharedServer(), it: onSharedServer({ cookiesAccepted: true }) };
}

/** The seeded catalogue as the page should show it: list order, tags from the map. */
export const CATALOGUE = COURSE_SEED.map((c) => ({ ...c, tags: tagsForCourse(c.slug) }));

/** The titles the page shows: the first page of the matching courses, or all of them. */
export const titlesFor = (
  filter: "tutti" | "docenti" | "studenti",
  query: string,
  tag: string | null,
  all = false,
) => firstPage(filterCourses(CATALOGUE, { filter, query, tag }), all).map((c) => c.title);

/** The course cards' titles, in the order the page shows them. */
export const cardTitles = (page: TrackedPage) =>
  page
    .getByRole("list", { name: "Corsi" })
    .locator(":scope > li h2")
    .allTextContents()
    .then((t) => t.map((s) => s.trim()));

/** Waits until the cards' titles are `expected`, as long as any poll of the browser tests (vitest.config.ts). */
export async function expectTitles(page: TrackedPage, expected: string[]) {
  await expect.poll(() => cardTitles(page)).toEqual(expected);
}
