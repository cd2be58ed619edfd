import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds the long browser files took in a fresh-clone `npm test`
 * (2026-11-26, three at a time). Without earlier results, which a fresh clone
 * (CI) never has, Vitest starts the largest files first, and short files that
 * run long (upgrade.test.ts waits for a whole build, quality.test.ts checks
 * every page twice) started last and ran nearly alone at the end. These start
 * first, longest first; every other file follows in Vitest's own order. The
 * catalogue and news-admin files were split on 2026-11-28: their halves share
 * the earlier whole's seconds in the ratio of a run of the four together.
 */
const LONG_BROWSER_FILES: Record<string, number> = {
  "tests/e2e/hostile-input.test.ts": 99,
  "app/features/courses/admin/courses-admin.e2e.test.ts": 79,
  "app/features/prices/admin/price-lists-and-faq.e2e.test.ts": 73,
  "app/features/pages/texts/admin/page-texts.e2e.test.ts": 67,
  "tests/e2e/zero-script.test.ts": 59,
  "app/features/courses/public/catalogue.e2e.test.ts": 58,
  "app/features/news/public/news.e2e.test.ts": 57,
  "app/features/news/admin/news-admin-security.e2e.test.ts": 50,
  "tests/e2e/upgrade.test.ts": 50,
  "tests/e2e/quality.test.ts": 50,
  "app/features/staff/accounts.e2e.test.ts": 46,
  "app/features/news/admin/news-admin.e2e.test.ts": 43,
  "app/features/enrolments/cedils/registration.e2e.test.ts": 43,
  "app/features/courses/public/course-pages.e2e.test.ts": 38,
  "app/features/enrolments/admin/edition-run.e2e.test.ts": 36,
  "app/features/calls/admin/calls-admin.e2e.test.ts": 36,
};

export default class LongBrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const seconds = (file: TestSpecification) =>
      LONG_BROWSER_FILES[path.relative(file.project.config.root, file.moduleId)] ?? 0;
    // Projects keep their order; within one, longer first; ties keep Vitest's order.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          projects.indexOf(a.file.project.name) - projects.indexOf(b.file.project.name) ||
          seconds(b.file) - seconds(a.file) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
