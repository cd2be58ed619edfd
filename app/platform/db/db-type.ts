import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** A database or a transaction, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
