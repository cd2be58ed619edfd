// The history of staff writes and sign-ins (decision 032). Every
// domain verb that changes something calls recordChange with the transaction
// of the change: the row is committed with it, or not at all.
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { auditLog, users } from "~/platform/db/schema";

/**
 * Who did it: a staff member (id, and the name shown then; looked up when
 * left out), or nobody known (a failed sign-in: id null, label the e-mail typed).
 */
export type Actor = { id: string | null; label?: string };

export type ChangeRecord = {
  actor: Actor;
  /** A verb in English, stable for filters and tests: create, update, delete, restore, sign-in… */
  action: string;
  /** One of AUDIT_ENTITY_LABELS' keys (news, course, call, message, enrolment, user, session, settings). */
  entityType: string;
  entityId?: string | null;
  /** One Italian sentence for the history page, e.g. «Articolo «Titolo» pubblicato». */
  summary: string;
};

/**
 * Writes one history row. Call it with the transaction (`tx`) that makes the
 * change, after the change: if the change fails, the row is rolled back too.
 */
export async function recordChange(tx: Db, change: ChangeRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: change.actor.id,
    actorLabel: await actorLabel(tx, change.actor),
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId ?? null,
    summary: change.summary.slice(0, 500),
  });
}

/** The actor's name for history rows: given, or the account's name (else e-mail). */
export async function actorLabel(tx: Db, actor: Actor): Promise<string> {
  if (actor.label !== undefined || !actor.id) return actor.label ?? "";
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ? row.name || row.email : "";
}

/** A staff member as the history names them. */
export function actorOf(staff: { id: string; name: string; email: string }): Actor {
  return { id: staff.id, label: staff.name || staff.email };
}

export type AuditFilter = {
  actorId?: string;
  entityType?: string;
  /** Days as YYYY-MM-DD, both included, read in Italian time. */
  from?: string;
  to?: string;
};

export const AUDIT_PAGE_SIZE = 100;

/** History rows, newest first, filtered; at most AUDIT_PAGE_SIZE from `offset`. */
export async function listChanges(db: Db, filter: AuditFilter, offset = 0) {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.from) where.push(gte(auditLog.at, italianMidnight(filter.from, 0)));
  if (filter.to) where.push(lt(auditLog.at, italianMidnight(filter.to, 1)));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(sql`${auditLog.id}`))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(offset);
}

/** The people who appear in the filter: every account, named. */
export async function listActors(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .orderBy(users.email);
}

/** The start of a day in Europe/Rome (plus `days`), as an instant. */
function italianMidnight(day: string, days: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d + days);
  // The offset of Rome at that moment (+1 or +2 hours).
  const rome = new Date(new Date(utc).toLocaleString("en-US", { timeZone: "Europe/Rome" }));
  const asUtc = new Date(new Date(utc).toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(utc - (rome.getTime() - asUtc.getTime()));
}
