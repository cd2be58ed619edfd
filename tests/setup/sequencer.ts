import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each browser file of 10 s or more took in a fresh-clone `npm test`
 * (2026-11-28, three at a time). Without earlier results, which a fresh clone
 * (CI) never has, Vitest starts the largest files first; but size is a poor
 * guide here (backup-cli.test.ts, 67 lines, waits for two servers and two
 * command-line runs; config.test.ts starts seven servers), and such files,
 * started last, ran nearly alone at the end: the browser step took 495 s for
 * 1204 s of files on three workers. These start first, longest first (the
 * longest-job-first schedule, which ends within a file's length of the ideal
 * third); every other file follows in Vitest's own order. Refresh the table
 * when a file's time changes much (the JSON report of `npm run test:e2e --
 * --reporter=json` has each file's start and end).
 */
const LONG_BROWSER_FILES: Record<string, number> = {
  "tests/e2e/hostile-input.test.ts": 86,
  "app/features/pages/texts/admin/page-texts.e2e.test.ts": 64,
  "tests/e2e/quality.test.ts": 53,
  "app/features/prices/admin/price-lists-and-faq.e2e.test.ts": 53,
  "app/features/news/public/news.e2e.test.ts": 52,
  "app/features/courses/admin/courses-admin.e2e.test.ts": 50,
  "tests/e2e/upgrade.test.ts": 45,
  "tests/e2e/backup-cli.test.ts": 44,
  "app/features/staff/accounts.e2e.test.ts": 41,
  "app/features/news/admin/news-admin-security.e2e.test.ts": 37,
  "tests/e2e/config.test.ts": 36,
  "tests/e2e/staff-lists-phone.test.ts": 36,
  "app/features/news/scheduled-publishing.e2e.test.ts": 35,
  "app/features/courses/public/catalogue.e2e.test.ts": 34,
  "tests/e2e/zero-script.test.ts": 32,
  "app/features/enrolments/cedils/registration.e2e.test.ts": 30,
  "app/features/enrolments/admin/edition-run.e2e.test.ts": 29,
  "app/features/news/admin/news-admin.e2e.test.ts": 28,
  "app/features/courses/public/course-pages.e2e.test.ts": 27,
  "app/features/pages/labs/labs.e2e.test.ts": 24,
  "app/features/enrolments/enrolment.e2e.test.ts": 23,
  "app/features/courses/admin/course-pending.e2e.test.ts": 23,
  "app/features/calls/admin/calls-admin.e2e.test.ts": 22,
  "app/features/pages/info/info-pages.e2e.test.ts": 22,
  "app/features/pages/home/home.e2e.test.ts": 21,
  "tests/e2e/journey-to-attestato.test.ts": 20,
  "tests/e2e/admin-guard-all-methods.test.ts": 19,
  "app/features/privacy/personal-data.e2e.test.ts": 19,
  "tests/e2e/security-headers.test.ts": 16,
  "app/features/school-orders/school-order.e2e.test.ts": 16,
  "tests/e2e/deploy-https.test.ts": 15,
  "app/ui/staff/list-controls.e2e.test.ts": 15,
  "app/features/enrolments/journey/journey.e2e.test.ts": 15,
  "app/platform/records/no-lost-edit.e2e.test.ts": 14,
  "app/ui/layout/layout.e2e.test.ts": 14,
  "app/features/prices/prices.e2e.test.ts": 13,
  "app/features/calls/calls.e2e.test.ts": 12,
  "app/features/inbox/contact-form.e2e.test.ts": 11,
  "app/features/media/media-admin.e2e.test.ts": 11,
  "app/features/questionnaire/questionnaire.e2e.test.ts": 11,
  "app/features/inbox/admin/staff-inbox.e2e.test.ts": 10,
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
