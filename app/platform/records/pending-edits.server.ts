/**
 * Edits saved without publishing (decision 047), for every record type of the
 * core (editable-record.server.ts). A record has at most one set of pending
 * edits: the editor's form as typed, already checked by the type's field map.
 * Saving them never touches the public row, its versions or the page cache;
 * 'Pubblica' is the core's normal save of the same form, which clears them in
 * its transaction. The no-lost-edit rule holds for them too: a pending save
 * carries the public version and the pending edits it was opened on, and is
 * refused (409, who and when) when either changed since.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { pendingEdits } from "~/platform/db/schema";
import { actorLabel, recordChange, type Actor } from "~/platform/records/audit.server";
import { draftWithPending } from "~/platform/records/pending-edit";
import {
  conflictError,
  refuseNewerVersion,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { isUuid } from "~/platform/uuid";

type PendingValues = Record<string, string | readonly string[]>;

export type PendingEdit = {
  values: PendingValues;
  token: string;
  savedAt: Date;
  actorLabel: string;
};

const NOT_SAVED = "Le tue modifiche non sono state salvate";
const RELOAD = "ricarica la pagina per vedere la versione attuale e riapplicale";

function where(entityType: string, entityId: string) {
  return and(eq(pendingEdits.entityType, entityType), eq(pendingEdits.entityId, entityId));
}

export async function getPendingEdit(
  db: Db,
  entityType: string,
  entityId: string,
): Promise<PendingEdit | null> {
  const [row] = await db
    .select({
      values: pendingEdits.values,
      token: pendingEdits.token,
      savedAt: pendingEdits.savedAt,
      actorLabel: pendingEdits.actorLabel,
    })
    .from(pendingEdits)
    .where(where(entityType, entityId));
  return row ?? null;
}

/** What an editor shows of the pending edits; `?scarta=1` asks to confirm discarding them. */
export function pendingShown(pending: PendingEdit | null, url: URL) {
  return {
    pending: pending && {
      token: pending.token,
      savedAt: pending.savedAt,
      actorLabel: pending.actorLabel,
    },
    confirmDiscard: pending !== null && url.searchParams.get("scarta") === "1",
  };
}

/** An editor's loader data: the form opens on the pending edits, over the record's own `draft`. */
export async function editorPendingState<Draft extends PendingValues>(
  db: Db,
  entityType: string,
  entityId: string,
  draft: Draft,
  url: URL,
) {
  const pending = await getPendingEdit(db, entityType, entityId);
  return {
    initial: pending ? draftWithPending(draft, pending.values) : draft,
    ...pendingShown(pending, url),
  };
}

async function lockPending(tx: Db, entityType: string, entityId: string) {
  const [row] = await tx
    .select({ token: pendingEdits.token, savedAt: pendingEdits.savedAt })
    .from(pendingEdits)
    .where(where(entityType, entityId))
    .for("update");
  return row ?? null;
}

/**
 * The pending edits changed since the editor was opened on `opened` (their
 * token, "" for none): the refusal naming who saved them and when.
 */
async function checkPending<Row>(
  tx: Db,
  type: RecordType<Row, never>,
  entityId: string,
  opened: string | undefined,
) {
  const current = await lockPending(tx, type.entityType, entityId);
  if (opened === undefined || opened === (current?.token ?? "")) return current;
  throw await conflictError(tx, {
    subject: { noun: type.noun, feminine: type.feminine },
    entityType: type.entityType,
    entityId,
    notDone: NOT_SAVED,
    reload: RELOAD,
  });
}

/** The locked public row, refused when it changed since the editor was opened on `opened`. */
async function lockPublic<Row>(
  tx: Db,
  type: RecordType<Row, never>,
  id: string,
  opened: string | undefined,
): Promise<Row> {
  const row = isUuid(id) ? await type.lock(tx, id) : null;
  if (!row) throw type.notFound();
  await refuseNewerVersion(tx, type, row, opened, { notDone: NOT_SAVED, reload: RELOAD });
  return row;
}

/** 'Salva senza pubblicare': the form as the record's pending edits, with its history row. */
async function savePendingEdit<Row>(
  db: Db,
  type: RecordType<Row, never>,
  input: {
    id: string;
    values: PendingValues;
    actor: Actor;
    /** The public version the editor was opened on (the type's `versionOf`). */
    openedVersion?: string;
    /** The pending edits it was opened on (their token, "" for none). */
    openedPending?: string;
  },
): Promise<PendingEdit> {
  return db.transaction(async (tx) => {
    const row = await lockPublic(tx, type, input.id, input.openedVersion);
    const existing = await checkPending(tx, type, input.id, input.openedPending);
    const saved = {
      values: input.values,
      token: randomUUID(),
      savedAt: now(),
      actorId: input.actor.id,
      actorLabel: await actorLabel(tx, input.actor),
    };
    if (existing) {
      await tx.update(pendingEdits).set(saved).where(where(type.entityType, input.id));
    } else {
      await tx
        .insert(pendingEdits)
        .values({ entityType: type.entityType, entityId: input.id, ...saved });
    }
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: type.entityType,
      entityId: input.id,
      summary: `${type.noun} «${type.titleOf(row)}»: modifiche salvate senza pubblicarle`,
    });
    return saved;
  });
}

/**
 * 'Pubblica': run inside the core's save (`saveRecord`'s `inTransaction`),
 * after the row is written. Refuses the save when the pending edits changed
 * since the editor was opened (`opened`, their token or ""), then deletes them:
 * they are now the public record.
 */
function clearPendingOnPublish<Row>(
  type: RecordType<Row, never>,
  opened: string | undefined,
): (tx: Db, id: string) => Promise<void> {
  return async (tx, id) => {
    await checkPending(tx, type, id, opened);
    await tx.delete(pendingEdits).where(where(type.entityType, id));
  };
}

/**
 * 'Scarta le modifiche': deletes the pending edits the editor was opened on;
 * false when there were none. Refused when they changed since (`openedPending`).
 */
async function discardPendingEdit<Row>(
  db: Db,
  type: RecordType<Row, never>,
  input: { id: string; actor: Actor; openedPending?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockPublic(tx, type, input.id, undefined);
    const existing = await checkPending(tx, type, input.id, input.openedPending);
    if (!existing) return false;
    await tx.delete(pendingEdits).where(where(type.entityType, input.id));
    await recordChange(tx, {
      actor: input.actor,
      action: "update",
      entityType: type.entityType,
      entityId: input.id,
      summary: `${type.noun} «${type.titleOf(row)}»: scartate le modifiche non pubblicate`,
    });
    return true;
  });
}

/** A type's pending edits for its editor's action (record-editor.server.ts). */
export type PendingEditsOf = {
  save: (db: Db, input: Parameters<typeof savePendingEdit>[2]) => Promise<PendingEdit>;
  discard: (db: Db, input: Parameters<typeof discardPendingEdit>[2]) => Promise<boolean>;
  onPublish: (opened: string | undefined) => (tx: Db, id: string) => Promise<void>;
  /** Where the editor goes after 'Salva senza pubblicare' and after 'Scarta le modifiche'. */
  savedHref: (id: string) => string;
  discardedHref: (id: string) => string;
};

/** Gives a record type pending edits in its editor. */
export function pendingEditsOf<Row>(
  type: RecordType<Row, never>,
  hrefs: Pick<PendingEditsOf, "savedHref" | "discardedHref">,
): PendingEditsOf {
  return {
    save: (db, input) => savePendingEdit(db, type, input),
    discard: (db, input) => discardPendingEdit(db, type, input),
    onPublish: (opened) => clearPendingOnPublish(type, opened),
    ...hrefs,
  };
}
