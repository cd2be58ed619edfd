// The one test seam for failing reads (decision 026): browser tests start
// the server with ALLOW_TEST_HOOKS=1 and TEST_FAULTS=news_posts,courses, and
// every read of those tables throws. Routes and domain modules know nothing of it.
import { getTableName, is } from "drizzle-orm";
import { Cache } from "drizzle-orm/cache/core";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "~/platform/db/schema";

type Schema = typeof schema;

/** A table of the schema by its SQL name ("news_posts"), the name TEST_FAULTS uses. */
export type TableName = {
  [K in keyof Schema]: Schema[K] extends PgTable ? Schema[K]["_"]["name"] : never;
}[keyof Schema];

/** Every table of the schema, for checking TEST_FAULTS at start-up. */
export const TABLE_NAMES = Object.values(schema).flatMap((value: unknown) =>
  is(value, PgTable) ? [getTableName(value) as TableName] : [],
);

/**
 * Makes every select that reads one of `tables` throw, as a lost table would.
 * Drizzle asks its query cache before each select, naming the tables the query
 * reads (joins included); answering with an error instead of a cached result is
 * the smallest hook that sees table names without parsing SQL. Writes pass.
 */
export class FailingTables extends Cache {
  constructor(private readonly tables: ReadonlySet<TableName>) {
    super();
  }
  override strategy() {
    return "all" as const;
  }
  override async get(_key: string, tables: string[]): Promise<undefined> {
    const failing = tables.filter((name) => this.tables.has(name as TableName));
    if (failing.length > 0) throw new Error(`Guasto simulato: lettura di ${failing.join(", ")}`);
    return undefined;
  }
  override async put(): Promise<void> {}
  override async onMutate(): Promise<void> {}
}
