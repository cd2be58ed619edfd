// What must happen only once a transaction's writes are visible to others: the
// page cache's in-memory content version follows a write after its commit,
// never before (a page rendered meanwhile would be stored under the new version
// with the old content). Drizzle has no commit hook, so openDatabase wraps the
// database's `transaction` to run the hooks its transactions registered.
import type { Db } from "./db-type";

type Hooks = { root: Db; run: Array<(root: Db) => void> };

const hooksOf = new WeakMap<object, Hooks>();

/**
 * Runs `hook` with the database once `tx` commits; not at all if it rolls
 * back. Outside a transaction (`tx` is the database, its statement already
 * committed) it runs at once.
 */
export function afterCommit(tx: Db, hook: (root: Db) => void): void {
  const hooks = hooksOf.get(tx);
  if (hooks) hooks.run.push(hook);
  else hook(tx);
}

/** Makes `db.transaction` run the hooks of `afterCommit` after a successful commit. */
export function runCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const hooks: Hooks = { root: db, run: [] };
    const result = await transaction(
      (tx) => run(track(tx as unknown as Db, hooks) as never),
      config,
    );
    for (const hook of hooks.run) hook(db);
    return result;
  }) as Db["transaction"];
  return db;
}

/** A savepoint's hooks wait for the outer transaction's commit. */
function track(tx: Db, hooks: Hooks): Db {
  hooksOf.set(tx, hooks);
  const nested = tx.transaction.bind(tx);
  tx.transaction = ((run, config) =>
    nested(
      (inner) => run(track(inner as unknown as Db, hooks) as never),
      config,
    )) as Db["transaction"];
  return tx;
}
