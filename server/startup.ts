import { ensureAdminFromEnv } from "~/features/staff/accounts.server";
import type { WorkerDeps } from "~/context";

/**
 * One-off tasks run at start, after migrations and seed and before listening
 * (e.g. creating the admin from ADMIN_EMAIL/ADMIN_PASSWORD). List them here.
 */
const STARTUP_TASKS: Array<(deps: WorkerDeps) => Promise<void>> = [ensureAdminFromEnv];

export async function onStartup(deps: WorkerDeps): Promise<void> {
  for (const task of STARTUP_TASKS) await task(deps);
}
