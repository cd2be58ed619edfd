/**
 * One editable record (decision 039): the one save path behind every record
 * staff edit (news posts, courses, funding calls). A save is one transaction:
 * the row, its version (when the type keeps versions), its history row and the
 * content version (decision 041: every instance's page cache sees the change).
 * A unique address (slug, key) taken by a racing save is retried, then refused
 * the same way for every type. Delete and restore follow the same steps. No edit is lost:
 * an editor saves only over the version it was opened on (`versionOf`,
 * compared after the lock); a save over a newer one is refused with who
 * changed the record and when (RecordConflictError, decision 039).
 *
 * Adding a record type (page texts, editions…) takes:
 * 1. its table in platform/db/schema.ts and its key in AUDIT_ENTITY_LABELS (audit.ts);
 * 2. a field map, browser-safe, beside its screens: the zod schema, the draft
 *    the form shows, and `read` (a posted form → the schema's input and the
 *    draft shown again);
 * 3. a `RecordType` (below) in its *.server.ts; save, delete and restore with
 *    saveRecord, deleteRecord and restoreRecord;
 * 4. its screens: one `RecordEditor` as the action of its new/edit routes
 *    (record-editor.server.ts), and the shared VersionList, VersionRestore and
 *    PreviewFrame (app/ui/records/); a type staff put in order (`order`)
 *    gets `moveRecord`, `orderedListAction` and `OrderedListScreen`.
 * No new pipeline: the form pipeline reads and checks the form, this module saves.
 */
import { and, count, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { restoreVersion, saveVersion, type Snapshot } from "~/platform/records/versions.server";
import { isUniqueViolation, type Db } from "~/platform/db/client.server";
import { auditLog, pendingEdits } from "~/platform/db/schema";
import { formatDateTimeIt } from "~/platform/format-date";
import { isUuid } from "~/platform/uuid";

/** A record that no longer exists: its message is shown to staff (404). */
export class RecordNotFoundError extends Error {}

/** An address (slug, key) another record holds: its message goes next to `field`. */
export class RecordSlugTakenError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A save or a status change over a newer version than the one the form was
 * opened on (decision 039, "No lost edit"): nothing was written; its message
 * says who changed the record and when, and what to do (409).
 */
export class RecordConflictError extends Error {}

export type RecordType<Row, Values> = {
  /** The history's and the versions' entity type (a key of AUDIT_ENTITY_LABELS). */
  entityType: string;
  /** How the history names one: "Articolo", "Corso", "Bando". */
  noun: string;
  /** The noun is feminine: «creata», «modificata», «eliminata». */
  feminine?: boolean;
  idOf: (row: Row) => string;
  /**
   * The version a form is opened on, sent back with the save: its `revision`
   * as text, a counter every write of the row bumps (decision 041). A save
   * over another one is refused (RecordConflictError).
   */
  versionOf: (row: Row) => string;
  titleOf: (row: Row) => string;
  /** Its state as the history adds it after a save («pubblicato»), for a type with one. */
  stateOf?: (row: Row) => string;
  /** The error for a record that no longer exists (its message is shown to staff). */
  notFound: () => RecordNotFoundError;
  /**
   * The error for an address (slug, key) another record still holds after the
   * retries; none for a type with no unique address.
   */
  slugTaken?: () => RecordSlugTakenError;
  /** The row to change, locked until the transaction ends; null when it is gone. */
  lock: (tx: Db, id: string) => Promise<Row | null>;
  insert: (tx: Db, values: Values) => Promise<Row>;
  update: (tx: Db, existing: Row, values: Values) => Promise<Row>;
  remove: (tx: Db, row: Row) => Promise<void>;
  /**
   * Versions (decision 032): what a version keeps, and how one is written back
   * into the row (a restore never changes the status). Without it the type
   * keeps no versions.
   */
  versions?: {
    snapshot: (row: Row) => Snapshot;
    apply: (tx: Db, current: Row, snapshot: Snapshot) => Promise<Row>;
  };
  /**
   * Records staff put in order (price offers, FAQ), for `moveRecord`. A place
   * is no version: it changes no `revision`, as the catalogue order.
   */
  order?: {
    /** Where the records are ordered, for the history: «nel listino». */
    where: string;
    siblings: (tx: Db, row: Row) => Promise<Row[]>;
    setPosition: (tx: Db, row: Row, position: number) => Promise<void>;
  };
};

/**
 * A `RecordType`'s `lock` for a table keyed by `id`, and the lock of any such
 * row a transaction changes: the whole row, locked until the transaction
 * ends; null when it is gone.
 */
export function lockById<Table extends PgTable & { id: AnyPgColumn }>(table: Table) {
  return async (tx: Db, id: string): Promise<Table["$inferSelect"] | null> => {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update");
    return (row as Table["$inferSelect"] | undefined) ?? null;
  };
}

/**
 * `idOf`, `versionOf` and `titleOf` for rows with an id, a title and the
 * `revision` every write bumps (decision 041): news, courses, calls.
 */
export const TITLED_REVISION_ROW = {
  idOf: (row: { id: string }) => row.id,
  versionOf: (row: { revision: number }) => String(row.revision),
  titleOf: (row: { title: string }) => row.title,
};

/** What a refused save says it did not do, and what to do instead. */
const SAVE_REFUSED = {
  notDone: "Le tue modifiche non sono state salvate",
  reload: "ricarica la pagina per vedere la versione attuale e riapplicale",
};

/**
 * Throws RecordConflictError when `row` (locked) is newer than the version the
 * screen showed (`openedVersion`, the type's `versionOf` when it was loaded).
 * Without a version (a script, not a form) nothing is checked. For a write
 * other than a save (delete, archive, duplicate), `refused` says what was not done.
 */
export async function refuseNewerVersion<Row, Values>(
  tx: Db,
  type: RecordType<Row, Values>,
  row: Row,
  openedVersion: string | undefined,
  refused: { notDone: string; reload: string } = SAVE_REFUSED,
): Promise<void> {
  if (openedVersion === undefined || openedVersion === type.versionOf(row)) return;
  throw await conflictError(tx, {
    subject: { noun: type.noun, feminine: type.feminine },
    entityType: type.entityType,
    entityId: type.idOf(row),
    ...refused,
  });
}

/** Two saves racing for one address: the unique index refuses the later; it is tried again. */
const SAVE_ATTEMPTS = 3;

function participle(
  type: { feminine?: boolean },
  stem: "creat" | "modificat" | "eliminat" | "stat",
) {
  return `${stem}${type.feminine ? "a" : "o"}`;
}

function describe<Row>(type: RecordType<Row, never>, row: Row): string {
  return `${type.noun} «${type.titleOf(row)}»`;
}

/** Saves a record: the one with `id` is updated, otherwise one is inserted. */
export async function saveRecord<Row, Values>(
  db: Db,
  type: RecordType<Row, Values>,
  input: {
    id?: string;
    values: Values;
    actor: Actor;
    /** The version the editor was opened on (`versionOf`); a new record has none. */
    openedVersion?: string;
    /**
     * More writes of the same save, in its transaction after the row, its
     * version and its history row (publishing pending edits clears them:
     * pending-edits.server.ts). Throwing undoes the save.
     */
    inTransaction?: (tx: Db, entityId: string) => Promise<void>;
  },
): Promise<Row> {
  const { actor } = input;
  for (let attempt = 1; ; attempt++) {
    try {
      const saved = await db.transaction(async (tx) => {
        let existing: Row | null = null;
        if (input.id) {
          existing = isUuid(input.id) ? await type.lock(tx, input.id) : null;
          if (!existing) throw type.notFound();
          await refuseNewerVersion(tx, type, existing, input.openedVersion, SAVE_REFUSED);
        }
        const row = existing
          ? await type.update(tx, existing, input.values)
          : await type.insert(tx, input.values);
        const entityId = type.idOf(row);
        if (type.versions) {
          await saveVersion(tx, {
            entityType: type.entityType,
            entityId,
            actor,
            snapshot: type.versions.snapshot(row),
            before: existing ? type.versions.snapshot(existing) : undefined,
          });
        }
        const state = type.stateOf ? ` (${type.stateOf(row)})` : "";
        await recordChange(tx, {
          actor,
          action: existing ? "update" : "create",
          entityType: type.entityType,
          entityId,
          summary: `${describe(type, row)} ${participle(type, existing ? "modificat" : "creat")}${state}`,
        });
        await input.inTransaction?.(tx, entityId);
        await bumpContentVersion(tx);
        return row;
      });
      return saved;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt < SAVE_ATTEMPTS) continue;
      throw type.slugTaken?.() ?? error;
    }
  }
}

/**
 * Deletes a record; false when there was nothing to delete. `refuse` may throw
 * to keep it (a call a page is built on, a course with registrations). Its
 * versions stay, for the record.
 */
export async function deleteRecord<Row, Values>(
  db: Db,
  type: RecordType<Row, Values>,
  id: string,
  actor: Actor,
  refuse?: (tx: Db, row: Row) => Promise<void>,
  /** The version the screen showed: a record changed since is not deleted (RecordConflictError). */
  openedVersion?: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const row = await type.lock(tx, id);
    if (!row) return false;
    await refuseNewerVersion(tx, type, row, openedVersion, {
      notDone: `Non è ${participle(type, "stat")} ${participle(type, "eliminat")}`,
      reload: "ricarica la pagina per vedere la versione attuale e decidi di nuovo",
    });
    await refuse?.(tx, row);
    await type.remove(tx, row);
    // Edits saved without publishing go with the record (decision 047).
    await tx
      .delete(pendingEdits)
      .where(and(eq(pendingEdits.entityType, type.entityType), eq(pendingEdits.entityId, id)));
    await recordChange(tx, {
      actor,
      action: "delete",
      entityType: type.entityType,
      entityId: id,
      summary: `${describe(type, row)} ${participle(type, "eliminat")}`,
    });
    await bumpContentVersion(tx);
    return true;
  });
  return deleted;
}

/** Restores an earlier version as the newest one; returns the new version's number. */
export async function restoreRecord<Row, Values>(
  db: Db,
  type: RecordType<Row, Values>,
  input: { id: string; versionId: string; actor: Actor },
): Promise<number> {
  const versions = type.versions;
  if (!versions) throw new Error(`${type.entityType} keeps no versions`);
  if (!isUuid(input.id)) throw type.notFound();
  const version = await restoreVersion(db, {
    entityType: type.entityType,
    entityId: input.id,
    versionId: input.versionId,
    actor: input.actor,
    summary: (n, title) => `${type.noun} «${title}»: ripristinata la versione ${n}`,
    apply: async (tx, snapshot) => {
      const current = await type.lock(tx, input.id);
      if (!current) return null;
      const row = await versions.apply(tx, current, snapshot);
      await bumpContentVersion(tx);
      return { snapshot: versions.snapshot(row), title: type.titleOf(row) };
    },
  });
  return version;
}

/**
 * Moves a record one place up or down in its list (the type's `order`): the
 * list is renumbered 1, 2, 3… in its current order, so equal or sparse
 * positions never block a move; the first record moved up (the last down)
 * stays. One mover at a time per type (an advisory lock); the history row and
 * the content version (decision 041) in the same transaction.
 */
export async function moveRecord<Row, Values>(
  db: Db,
  type: RecordType<Row, Values>,
  input: { id: string; direction: "up" | "down"; actor: Actor },
): Promise<void> {
  const order = type.order;
  if (!order) throw new Error(`${type.entityType} has no order`);
  if (!isUuid(input.id)) throw type.notFound();
  await db.transaction(async (tx) => {
    // Two moves racing would renumber from stale orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${type.entityType}`}))`);
    const row = await type.lock(tx, input.id);
    if (!row) throw type.notFound();
    const list = await order.siblings(tx, row);
    const index = list.findIndex((r) => type.idOf(r) === input.id);
    const target = input.direction === "up" ? index - 1 : index + 1;
    if (index < 0 || target < 0 || target >= list.length) return;
    [list[index], list[target]] = [list[target]!, list[index]!];
    for (const [i, r] of list.entries()) await order.setPosition(tx, r, i + 1);
    await recordChange(tx, {
      actor: input.actor,
      action: "move",
      entityType: type.entityType,
      entityId: input.id,
      summary: `${describe(type, row)} ${type.feminine ? "spostata" : "spostato"} ${input.direction === "up" ? "su" : "giù"} ${order.where}`,
    });
    await bumpContentVersion(tx);
  });
}

/**
 * Whether a record type may get its seed (decision 029): its table is empty
 * and staff never wrote one of its records (no history row), so a new site and
 * one upgraded from before the table get it at their next start, and records
 * staff deleted are never brought back.
 */
export async function neverEdited(db: Db, table: PgTable, entityType: string): Promise<boolean> {
  const [rows] = await db.select({ n: count() }).from(table);
  if (rows?.n !== 0) return false;
  const [change] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.entityType, entityType))
    .limit(1);
  return !change;
}

const ANOTHER_USER = "un altro utente";

/**
 * History actions that change no version (the catalogue order, the featured
 * courses): they never make a version newer, so they never name its author.
 */
const NOT_VERSION_CHANGES = ["move", "featured"];

/**
 * The refusal of a write over a newer version: who made the newest change
 * (the record's latest history row that changes a version, else «un altro
 * utente») and when, in Rome time. `entityId` null: a record without an id
 * (the settings).
 */
export async function conflictError(
  tx: Db,
  conflict: {
    subject: { noun: string; feminine?: boolean; plural?: boolean };
    entityType: string;
    entityId: string | null;
    /** «Le tue modifiche non sono state salvate» */
    notDone: string;
    /** «ricarica la pagina per vedere la versione attuale e riapplicale» */
    reload: string;
  },
): Promise<RecordConflictError> {
  const [latest] = await tx
    .select({ at: auditLog.at, actorLabel: auditLog.actorLabel })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, conflict.entityType),
        conflict.entityId === null
          ? isNull(auditLog.entityId)
          : eq(auditLog.entityId, conflict.entityId),
        notInArray(auditLog.action, NOT_VERSION_CHANGES),
      ),
    )
    .orderBy(desc(auditLog.at), desc(sql`${auditLog.id}`))
    .limit(1);
  const who = latest?.actorLabel || ANOTHER_USER;
  const { noun, feminine, plural } = conflict.subject;
  const ending = plural ? (feminine ? "e" : "i") : feminine ? "a" : "o";
  const subject = `Quest${ending} ${noun.toLocaleLowerCase("it-IT")}`;
  const changed = `${plural ? "sono" : "è"} stat${ending} modificat${ending}`;
  const opener = plural ? `le hai apert${ending}` : `l'hai apert${ending}`;
  const at = latest ? ` il ${formatDateTimeIt(latest.at).replace(", ", " alle ")}` : "";
  return new RecordConflictError(
    `${subject} ${changed} da ${who}${at}, dopo che ${opener}. ${conflict.notDone}: ${conflict.reload}.`,
  );
}

/** Snapshot readers: a version is JSON from an older form of the record, read defensively. */
export const snapshotText = (v: unknown): string | null =>
  typeof v === "string" ? v : v === null || v === undefined ? null : String(v);
export const snapshotTexts = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
