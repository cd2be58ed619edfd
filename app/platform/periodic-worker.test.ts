import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkerDeps } from "~/context";
import { periodicWorker } from "./periodic-worker.server";

/** Only the logger is used by the worker itself; the work gets the deps as they are. */
function depsLogging(errors: unknown[][]): WorkerDeps {
  const log = { error: (...args: unknown[]) => errors.push(args) };
  return { log } as unknown as WorkerDeps;
}

describe("periodicWorker", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start and then every period, until stopped", async () => {
    vi.useFakeTimers();
    let runs = 0;
    const stop = periodicWorker(1_000, "failed", async () => {
      runs++;
    })(depsLogging([]));
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs).toBe(3);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it("logs a failed run and tries again at the next period", async () => {
    vi.useFakeTimers();
    const errors: unknown[][] = [];
    let runs = 0;
    const stop = periodicWorker(1_000, "scan failed", async () => {
      runs++;
      if (runs === 1) throw new Error("database down");
    })(depsLogging(errors));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]![1]).toBe("scan failed");
    await stop();
  });

  it("waits on stop for the run in flight", async () => {
    let finish = () => {};
    let finished = false;
    const stop = periodicWorker(60_000, "failed", async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      finished = true;
    })(depsLogging([]));
    const stopped = stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
  });
});
