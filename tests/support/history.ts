import { eq } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { auditLog } from "~/platform/db/schema";

/** The history rows of one record, oldest first: what was done, by whom, and the summary shown. */
export async function historyOf(database: Database, entityId: string) {
  return database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, summary: auditLog.summary })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.at);
}
