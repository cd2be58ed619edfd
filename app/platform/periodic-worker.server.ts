import type { WorkerDeps } from "~/context";

/**
 * A background worker (server/workers.ts) that does `work` once at start and
 * then every `everyMs`. A failed run is logged as `failure` and the next one
 * tries again; stopping waits for a run in flight, so shutdown never cuts a
 * transaction short. The work itself must be safe to run in two instances at
 * once (each scan claims its rows).
 */
export function periodicWorker(
  everyMs: number,
  failure: string,
  work: (deps: WorkerDeps) => Promise<unknown>,
) {
  return (deps: WorkerDeps): (() => Promise<void>) => {
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = work(deps).catch((error: unknown) => {
        deps.log.error({ err: error }, failure);
      });
    };
    run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  };
}
