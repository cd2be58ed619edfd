// Earlier versions of editable records (decision 032), generic over the
// entity type. The record core (editable-record.server.ts) calls saveVersion
// with the transaction that saves the record.
import { and, desc, eq, max } from "drizzle-orm";
import { actorLabel, recordChange, type Actor } from "~/platform/records/audit.server";
import type { Db } from "~/platform/db/client.server";
import { entityVersions } from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";

/** The record type, as in the history (a key of AUDIT_ENTITY_LABELS). */
export type VersionedEntity = string;
export type Snapshot = Record<string, unknown>;

export type VersionSummary = {
  id: string;
  version: number;
  createdAt: Date;
  actorLabel: string;
};

/**
 * Stores the record's state after a save as its next version. `before` is its
 * state before this save: stored first as version 1 when the record has no
 * version yet (a record older than this feature), so its first edit can be undone.
 * Returns the new version's number.
 */
export async function saveVersion(
  tx: Db,
  input: {
    entityType: VersionedEntity;
    entityId: string;
    actor: Actor;
    snapshot: Snapshot;
    before?: Snapshot;
  },
): Promise<number> {
  const where = and(
    eq(entityVersions.entityType, input.entityType),
    eq(entityVersions.entityId, input.entityId),
  );
  const [row] = await tx
    .select({ last: max(entityVersions.version) })
    .from(entityVersions)
    .where(where);
  let last = row?.last ?? 0;
  if (last === 0 && input.before) {
    await tx.insert(entityVersions).values({
      entityType: input.entityType,
      entityId: input.entityId,
      version: 1,
      snapshot: input.before,
      actorId: null,
      actorLabel: "",
    });
    last = 1;
  }
  await tx.insert(entityVersions).values({
    entityType: input.entityType,
    entityId: input.entityId,
    version: last + 1,
    snapshot: input.snapshot,
    actorId: input.actor.id,
    actorLabel: await actorLabel(tx, input.actor),
  });
  return last + 1;
}

/** A record's versions, newest first (the first one is the current state). */
export async function listVersions(
  db: Db,
  entityType: VersionedEntity,
  entityId: string,
): Promise<VersionSummary[]> {
  return db
    .select({
      id: entityVersions.id,
      version: entityVersions.version,
      createdAt: entityVersions.createdAt,
      actorLabel: entityVersions.actorLabel,
    })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, entityType), eq(entityVersions.entityId, entityId)))
    .orderBy(desc(entityVersions.version));
}

/** One version with its snapshot, or null when it is not a version of that record. */
export async function getVersion(
  db: Db,
  entityType: VersionedEntity,
  entityId: string,
  versionId: string,
) {
  if (!isUuid(versionId)) return null;
  const [row] = await db
    .select()
    .from(entityVersions)
    .where(
      and(
        eq(entityVersions.id, versionId),
        eq(entityVersions.entityType, entityType),
        eq(entityVersions.entityId, entityId),
      ),
    );
  return row ?? null;
}

export class VersionNotFoundError extends Error {
  constructor() {
    super("La versione scelta non esiste più.");
  }
}

/**
 * Restores an earlier version as a new one, in one transaction: `apply` writes
 * the snapshot back into the record and returns its new state, or null when
 * the record is gone.
 */
export async function restoreVersion(
  db: Db,
  input: {
    entityType: VersionedEntity;
    entityId: string;
    versionId: string;
    actor: Actor;
    apply: (tx: Db, snapshot: Snapshot) => Promise<{ snapshot: Snapshot; title: string } | null>;
    /** The sentence for the history, e.g. (n, title) => `Articolo «${title}»: ripristinata la versione ${n}`. */
    summary: (version: number, title: string) => string;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const chosen = await getVersion(tx, input.entityType, input.entityId, input.versionId);
    if (!chosen) throw new VersionNotFoundError();
    const applied = await input.apply(tx, chosen.snapshot);
    if (!applied) throw new VersionNotFoundError();
    const version = await saveVersion(tx, {
      entityType: input.entityType,
      entityId: input.entityId,
      actor: input.actor,
      snapshot: applied.snapshot,
    });
    await recordChange(tx, {
      actor: input.actor,
      action: "restore",
      entityType: input.entityType,
      entityId: input.entityId,
      summary: input.summary(chosen.version, applied.title),
    });
    return version;
  });
}
