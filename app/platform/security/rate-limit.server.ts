import { createHash } from "node:crypto";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getTableName, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { rateLimits } from "~/platform/db/schema";

/**
 * Rate limits shared by every form that needs one (staff sign-in, contact and
 * registration forms). With PGlite there is one process, so memory is enough;
 * with PostgreSQL the counters live in a table on the same pool, so a limit
 * holds across every instance behind the load balancer.
 *
 * There is no "look without counting": a limit that is read first and spent
 * after the work lets concurrent requests all pass the read. Count first
 * (`consume`), then do the work.
 */
export type RateLimit = {
  /** Counts one hit for `key`. Returns 0 when allowed, otherwise the seconds to wait. */
  consume(key: string): Promise<number>;
  /** Forgets every hit of `key` (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
};

export type RateLimitOptions = {
  /** Unique per use, e.g. "login-ip"; two limiters with the same prefix share counters. */
  keyPrefix: string;
  /** Hits allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
};

/** One table for every limiter, told apart by key prefix; created by a migration. */
const TABLE = getTableName(rateLimits);

const limiters = new WeakMap<Database, Map<string, RateLimit>>();
const pruned = new WeakMap<Database, Promise<void>>();

/**
 * The limiter for `keyPrefix` on this database. Memoised per database and
 * prefix, so a route may call this on every request and still count in one place.
 */
export function createRateLimiter(database: Database, options: RateLimitOptions): RateLimit {
  let byPrefix = limiters.get(database);
  if (!byPrefix) {
    byPrefix = new Map();
    limiters.set(database, byPrefix);
  }
  const existing = byPrefix.get(options.keyPrefix);
  if (existing) return existing;

  const ready = () => (database.pool ? pruneOnce(database) : Promise.resolve());
  const limiter: RateLimiterAbstract = database.pool
    ? new RateLimiterPostgres({
        storeClient: database.pool,
        storeType: "pool",
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.duration,
      })
    : new RateLimiterMemory({
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.duration,
      });

  const rateLimit: RateLimit = {
    async consume(key) {
      await ready();
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return secondsToWait(rejection);
        throw rejection;
      }
    },
    async reset(key) {
      await ready();
      await limiter.delete(key);
    },
  };
  byPrefix.set(options.keyPrefix, rateLimit);
  return rateLimit;
}

function secondsToWait(state: RateLimiterRes): number {
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/** Expired rows are never read again; drop them once per start so the table stays small. */
function pruneOnce(database: Database): Promise<void> {
  let done = pruned.get(database);
  if (!done) {
    done = database.db
      .delete(rateLimits)
      .where(lt(rateLimits.expire, Date.now() - 3_600_000))
      .then(() => undefined);
    done.catch(() => pruned.delete(database));
    pruned.set(database, done);
  }
  return done;
}

/** Keys that are personal data (e-mail addresses) are stored hashed. */
export function hashedKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** The Italian sentence telling the visitor when to try again. */
export function retryAfterMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? "secondo" : "secondi"}`
      : `${minutes} ${minutes === 1 ? "minuto" : "minuti"}`;
  return `Troppi tentativi. Riprova tra ${when}.`;
}
