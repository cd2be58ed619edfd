import type { WorkerDeps } from "~/context";
import { jobsWorker } from "~/platform/jobs.server";
import { retentionScheduler } from "~/features/privacy/retention-schedule.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { INVOICE_JOB_HANDLERS } from "~/features/invoices/public-api.server";
import {
  firstLessonReminders,
  unpaidSeatsReleaser,
  VOUCHER_JOB_HANDLERS,
} from "~/features/enrolments/public-api.server";
import { questionnaireInviter } from "~/features/questionnaire/public-api.server";

/** Starts a background loop; returns a function that stops it (awaited on shutdown). */
type Worker = (deps: WorkerDeps) => () => Promise<void>;

/** Background work started with the server: list it here. */
const WORKERS: Worker[] = [
  jobsWorker({
    ...JOB_HANDLERS,
    ...INVOICE_JOB_HANDLERS,
    ...VOUCHER_JOB_HANDLERS,
  }),
  retentionScheduler,
  firstLessonReminders,
  questionnaireInviter,
  unpaidSeatsReleaser,
];

export function startWorkers(deps: WorkerDeps): () => Promise<void> {
  const stops = WORKERS.map((w) => w(deps));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
