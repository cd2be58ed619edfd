/**
 * The outbox. Work that follows an acknowledged request (e-mails, the optional
 * MailerLite calls) is written to `jobs` in the same transaction as the data it
 * is about, then done by a background worker that retries with back-off. A
 * visitor who was thanked never loses their request because SMTP was down.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { jobs, type Job } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import type { WorkerDeps } from "~/context";

/**
 * What the worker does for one kind of job. The kinds and their handlers are
 * the features' (inbox/notifications.server.ts); the server hands them to the
 * worker at start (server/workers.ts), so this module knows no feature.
 */
export type JobHandler = {
  /** Whether this configuration can perform the job now (otherwise it waits). */
  available(env: Env): boolean;
  /** Does the job; an e-mail job returns what it sent, private links masked, for the row to keep. */
  run(
    deps: WorkerDeps,
    payload: Record<string, unknown>,
    attempt: number,
  ): Promise<SentCopy | void>;
  onFailure?(
    deps: WorkerDeps,
    payload: Record<string, unknown>,
    error: string,
    giveUp: boolean,
  ): Promise<void>;
  /**
   * Payload fields that hold a secret (a private link's token): kept only while
   * the job may still run, dropped from the row once it is done or given up.
   */
  secretFields?: readonly string[];
};

/** What an e-mail job sent, as /admin/email shows it (decision 067): never a private link's token. */
export type SentCopy = NonNullable<Job["sent"]>;

/** The payload without the handler's secret fields, for a job that will not run again. */
function withoutSecrets(
  payload: Record<string, unknown>,
  handler: JobHandler,
): Record<string, unknown> {
  const secrets = new Set(handler.secretFields ?? []);
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !secrets.has(key)));
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Work that outlived this many attempts (about two days of back-off) is marked failed. */
const MAX_ATTEMPTS = 60;
/** A claimed job not finished within this time (crash) is picked up again. */
const LEASE_MS = 5 * 60_000;
const POLL_MS = 5_000;

/**
 * Queues a job; call it with the transaction that stores what it is about.
 * `runAt` defers it (the nightly retention run); by default it is due now.
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<void> {
  // Due from this process's clock, not the database's `now()`: that one has
  // microseconds, so a job queued and looked for within the same millisecond
  // (`runDueJobs` compares with a Date) would not yet be due.
  await db.insert(jobs).values({ kind, payload, runAt: runAt ?? new Date() });
}

/** Delay before the next attempt: 30 s, 1 min, 2 min, … capped at 1 hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Kinds this configuration can perform (no SMTP: mails wait until it is configured). */
function runnableKinds(deps: WorkerDeps, handlers: JobHandlers): string[] {
  return Object.keys(handlers).filter((kind) => handlers[kind]!.available(deps.env));
}

async function claimJob(db: Db, kinds: string[], at: Date): Promise<Job | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, at), inArray(jobs.kind, kinds)))
    .orderBy(asc(jobs.runAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, runAt: new Date(at.getTime() + LEASE_MS) })
    .where(and(inArray(jobs.id, due), eq(jobs.status, "pending")))
    .returning();
  return job;
}

/**
 * Performs every due job once (oldest first); returns how many succeeded and
 * failed. `now` lets tests pretend the back-off has elapsed.
 */
export async function runDueJobs(
  deps: WorkerDeps,
  handlers: JobHandlers,
  options: { now?: Date; limit?: number } = {},
): Promise<{ done: number; failed: number }> {
  const { db } = deps.database;
  const at = options.now ?? new Date();
  const kinds = runnableKinds(deps, handlers);
  const result = { done: 0, failed: 0 };
  if (kinds.length === 0) return result;
  for (let i = 0; i < (options.limit ?? 50); i++) {
    const job = await claimJob(db, kinds, at);
    if (!job) break;
    try {
      // Only kinds with a handler are claimed (runnableKinds).
      const handler = handlers[job.kind]!;
      const sent = await handler.run(deps, job.payload, job.attempts);
      await db
        .update(jobs)
        .set({
          status: "done",
          ...(sent ? { sent } : {}),
          doneAt: new Date(),
          lastError: null,
          payload: withoutSecrets(job.payload, handler),
        })
        .where(eq(jobs.id, job.id));
      result.done++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          runAt: new Date(at.getTime() + backoffMs(job.attempts)),
          ...(giveUp ? { payload: withoutSecrets(job.payload, handlers[job.kind]!) } : {}),
        })
        .where(eq(jobs.id, job.id));
      await handlers[job.kind]!.onFailure?.(deps, job.payload, message, giveUp);
      deps.log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message, giveUp },
        "job failed",
      );
      result.failed++;
    }
  }
  return result;
}

const wakers = new Set<() => void>();

/** Asks running workers to look at the outbox now (after a request queued work). */
export function wakeJobs(): void {
  for (const wake of wakers) wake();
}

/**
 * The background worker (listed in server/workers.ts) performing `handlers`:
 * polls the outbox every few seconds.
 */
export const jobsWorker = (handlers: JobHandlers) => (deps: WorkerDeps) => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // At most one run waits behind the current one, however often we are woken.
  let queued = false;

  const tick = () => {
    if (stopped || queued) return;
    queued = true;
    clearTimeout(timer);
    running = running.then(async () => {
      queued = false;
      try {
        await runDueJobs(deps, handlers);
      } catch (error) {
        deps.log.error({ err: error }, "outbox worker error");
      }
      if (!stopped && !queued) timer = setTimeout(tick, POLL_MS);
    });
  };
  const wake = () => tick();
  wakers.add(wake);
  if (!deps.env.SMTP_URL) {
    deps.log.warn("SMTP_URL non impostato: le e-mail restano in coda finché non viene configurato");
  }
  tick();
  return async () => {
    stopped = true;
    wakers.delete(wake);
    clearTimeout(timer);
    // A job in flight may finish (its lease makes a retry safe if it does not);
    // shutdown does not wait more than a few seconds for it.
    await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  };
};

/**
 * The outbox as /admin/impostazioni shows it: e-mails (jobs of `mailKinds`)
 * waiting, the last delivery, the last error.
 */
export async function mailOutboxStatus(db: Db, mailKinds: readonly string[]) {
  const kinds = [...mailKinds];
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), inArray(jobs.kind, kinds)));
  const [delivered] = await db
    .select({ at: jobs.doneAt })
    .from(jobs)
    .where(and(eq(jobs.status, "done"), inArray(jobs.kind, kinds)))
    .orderBy(sql`${jobs.doneAt} desc nulls last`)
    .limit(1);
  const [failed] = await db
    .select({ error: jobs.lastError, at: jobs.runAt, status: jobs.status })
    .from(jobs)
    .where(and(sql`${jobs.lastError} is not null`, inArray(jobs.kind, kinds)))
    .orderBy(sql`${jobs.runAt} desc`)
    .limit(1);
  return {
    waiting: Number(waiting?.n ?? 0),
    lastDelivery: delivered?.at ?? null,
    lastError: failed ? { message: failed.error ?? "", at: failed.at } : null,
  };
}
