// Funding calls (bandi) as records (docs/decisions/031): the public reads and
// the staff verbs of /admin/bandi. Callers of the staff verbs check the
// session first and pass who acts: each write records its history row in its
// own transaction (decision 032).
import { asc, count, eq, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { CALL_SEED } from "~/features/calls/calls-content";
import { appContext } from "~/context";
import {
  callView,
  isCallHidden,
  isPageCall,
  PAGE_CALLS,
  type CallHomeCard,
  type CallRecord,
  type CallView,
  type CardTheme,
  type PageCallKey,
} from "~/features/calls/calls";
import { isUuid } from "~/platform/uuid";
import type { Actor } from "~/platform/records/audit.server";
import {
  deleteRecord,
  lockById,
  RecordNotFoundError,
  RecordSlugTakenError,
  saveRecord,
  TITLED_REVISION_ROW,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { calls, type Call } from "~/platform/db/schema";

function toRecord(row: Call): CallRecord {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    opensAt: row.opensAt ? row.opensAt.toISOString() : null,
    deadline: row.deadline.toISOString(),
    contactBy: row.contactBy,
    officialUrl: row.officialUrl,
    onHome: row.onHome,
    position: row.position,
    cardTitle: row.cardTitle,
    cardDescription: row.cardDescription,
    cardButton: row.cardButton,
    cardClosedButton: row.cardClosedButton,
    cardLink: row.cardLink,
    cardTheme: row.cardTheme,
    hideAfterDays: row.hideAfterDays,
  };
}

/**
 * Every call in the staff list's order, each with the version a delete from
 * the list carries (callRecord.versionOf, decision 041).
 */
export async function listCallsForEditing(
  db: Db,
): Promise<Array<{ call: CallRecord; version: string }>> {
  const rows = await callRowsInOrder(db);
  return rows.map((row) => ({ call: toRecord(row), version: callRecord.versionOf(row) }));
}

/** The calls' rows in staff's order (the list's, the home cards'). */
function callRowsInOrder(db: Db) {
  return db.select().from(calls).orderBy(asc(calls.position), asc(calls.deadline), asc(calls.id));
}

export async function getCallByKey(db: Db, key: string): Promise<CallRecord | null> {
  const [row] = await db.select().from(calls).where(eq(calls.key, key));
  return row ? toRecord(row) : null;
}

export async function getCallById(db: Db, id: string): Promise<CallRecord | null> {
  return (await getCallForEditing(db, id))?.call ?? null;
}

/** A call and the version its form is opened on (callRecord.versionOf); null when unknown. */
export async function getCallForEditing(
  db: Db,
  id: string,
): Promise<{ call: CallRecord; version: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(calls).where(eq(calls.id, id));
  return row ? { call: toRecord(row), version: callRecord.versionOf(row) } : null;
}

/**
 * The call a page is built on, as the page shows it at the server's clock
 * (spec §4: never the visitor's). spec §8: a failed read is logged and the page
 * renders without its notice (null), like a missing record.
 */
export async function pageCall(
  context: Readonly<RouterContextProvider>,
  key: PageCallKey,
): Promise<CallView | null> {
  const { database, log } = context.get(appContext);
  try {
    const call = await getCallByKey(database.db, key);
    if (!call) log.error({ call: key }, "call page: its call record is missing");
    return call ? callView(call, now()) : null;
  } catch (error) {
    log.error({ err: error, call: key }, "call page: notice left out after a failed read");
    return null;
  }
}

/**
 * The loader of a call's own page (/fondi-basilicata, /move-2025): the call's
 * dates from its record (staff edit it at /admin/bandi), its status from the
 * server clock.
 */
export function callPageLoader(key: PageCallKey) {
  return async ({ context }: { context: Readonly<RouterContextProvider> }) => ({
    call: await pageCall(context, key),
  });
}

/** A home opportunity card made from a call record (the `onHome` ones). */
export type CallCard = {
  id: string;
  title: string;
  description: string;
  deadline: { at: string };
  buttonText: string;
  closedButtonText: string;
  link: { external: false; to: string } | { external: true; href: string };
  theme: CardTheme;
};

/**
 * The home page's call cards, in staff's order; a call past its
 * 'Nascondi dopo la scadenza' days (server clock) is left out.
 */
export async function homeCallCards(db: Db): Promise<CallCard[]> {
  const at = now();
  const rows = (await callRowsInOrder(db))
    .map(toRecord)
    .filter((c) => c.onHome && !isCallHidden(c, at));
  return rows.map((c) => ({
    id: c.key,
    title: c.cardTitle || c.title,
    description: c.cardDescription,
    deadline: { at: c.deadline },
    buttonText: c.cardButton,
    closedButtonText: c.cardClosedButton || c.cardButton,
    link: c.cardLink.startsWith("/")
      ? { external: false, to: c.cardLink }
      : { external: true, href: c.cardLink },
    theme: c.cardTheme,
  }));
}

/** The values of a call as the staff form produces them, validated (calls-form.server.ts). */
export type CallValues = CallHomeCard & {
  key?: string;
  title: string;
  opensAt: Date | null;
  deadline: Date;
  contactBy: string | null;
  officialUrl: string | null;
  hideAfterDays: number | null;
};

export class CallNotFoundError extends RecordNotFoundError {
  constructor() {
    super("Il bando non esiste più: potrebbe essere stato eliminato.");
  }
}

export class CallKeyTakenError extends RecordSlugTakenError {
  constructor() {
    super("key", "Esiste già un bando con questa chiave: scegline un'altra.");
  }
}

/** Thrown by deleteCall for a call a page is built on. */
export class CallInUseError extends Error {
  constructor(key: PageCallKey) {
    super(
      `Questo bando non si può eliminare: la pagina ${PAGE_CALLS[key]} è costruita su di esso. Puoi cambiarne date, link e testi con «Modifica».`,
    );
  }
}

/**
 * A call for the record core (editable-record.server.ts). A new call needs
 * `values.key`; the key of an existing call never changes: pages find their
 * call by it. `updated_at` comes from the database clock, so the page cache's
 * fingerprint moves on every save. Calls keep no versions.
 */
export const callRecord: RecordType<Call, CallValues> = {
  entityType: "call",
  noun: "Bando",
  ...TITLED_REVISION_ROW,
  notFound: () => new CallNotFoundError(),
  slugTaken: () => new CallKeyTakenError(),
  lock: lockById(calls),
  insert: async (tx, { key, ...fields }) => {
    if (!key) throw new Error("a new call needs a key");
    const [row] = await tx
      .insert(calls)
      .values({ ...fields, key })
      .returning();
    return row!;
  },
  update: async (tx, existing, { key: _key, ...fields }) => {
    const [row] = await tx
      .update(calls)
      .set({ ...fields, updatedAt: sql`now()`, revision: sql`${calls.revision} + 1` })
      .where(eq(calls.id, existing.id))
      .returning();
    return row!;
  },
  remove: async (tx, call) => {
    await tx.delete(calls).where(eq(calls.id, call.id));
  },
};

/** Inserts a call (no id; `values.key` required) or updates one. */
export async function saveCall(
  db: Db,
  input: { id?: string; values: CallValues; actor: Actor; openedVersion?: string },
): Promise<CallRecord> {
  return toRecord(await saveRecord(db, callRecord, input));
}

/** Deletes a call no page is built on; false when there was nothing to delete. */
export function deleteCall(
  db: Db,
  id: string,
  actor: Actor,
  /** The version the screen showed: a call changed since is not deleted (RecordConflictError). */
  openedVersion?: string,
): Promise<boolean> {
  const refuse = async (_tx: Db, call: Call) => {
    if (isPageCall(call.key)) throw new CallInUseError(call.key);
  };
  return deleteRecord(db, callRecord, id, actor, refuse, openedVersion);
}

/**
 * The seed step (run at every start, after the migrations, under their lock):
 * an empty calls table gets the calls of calls-content.ts. The table is never
 * empty again (the page calls cannot be deleted), so staff's edits are never
 * overwritten.
 */
export async function seedCalls(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(calls);
  if (existing?.n !== 0) return;
  await db.insert(calls).values(
    CALL_SEED.map((call) => ({
      ...call,
      opensAt: call.opensAt ? new Date(call.opensAt) : null,
      deadline: new Date(call.deadline),
      contactBy: call.contactBy ?? null,
      officialUrl: call.officialUrl ?? null,
    })),
  );
}
