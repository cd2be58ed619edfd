/**
 * The server half of the staff screens of an ordered record type (price
 * offers, FAQ; decisions 045 and 047); the screens are app/ui/records/ordered-records.tsx.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";
import type { FormValues } from "~/platform/forms/form-result";
import { formDone } from "~/platform/forms/forms.server";
import type { Actor } from "~/platform/records/audit.server";
import type { RecordType } from "~/platform/records/editable-record.server";
import { pendingSentence } from "~/platform/records/pending-edit";
import {
  editorPendingState,
  getPendingEdit,
  pendingEditsOf,
} from "~/platform/records/pending-edits.server";
import {
  readTextFields,
  recordEditorAction,
  type EditorArgs,
} from "~/platform/records/record-editor.server";
import { listVersions } from "~/platform/records/versions.server";
import type { VersionedRecord } from "~/platform/records/screens/version-screen.server";
import type { OrderedListItem, OrderedListPage } from "~/platform/records/ordered-list";
import { noticeFrom } from "~/platform/list-page";

/** What the screens of one ordered record type need on the server. */
export type OrderedRecordEditing<
  Row,
  Values,
  Schema extends z.ZodType,
  Draft extends FormValues = FormValues,
  Extra extends object = object,
> = {
  type: RecordType<Row, Values>;
  /** The staff list ("/admin/prezzi"); a record's editor is `${href}/${id}`. */
  href: string;
  /** For log lines. */
  label: string;
  schema: () => Schema;
  /** The record core's save (new: no id), with what publishing adds in its transaction. */
  save: (
    db: Db,
    input: {
      id?: string;
      values: z.output<Schema>;
      actor: Actor;
      openedVersion?: string;
      inTransaction?: (tx: Db, entityId: string) => Promise<void>;
    },
  ) => Promise<Row>;
  find: (db: Db, id: string) => Promise<Row | null>;
  /** The form's draft of a saved record. */
  draftOf: (row: Row) => Draft;
  /**
   * What the answer to a save of an existing record adds beside the message,
   * from the record before and after it (the texts still writing an old
   * price: decision 058).
   */
  afterSave?: (db: Db, before: Row, after: Row) => Promise<Extra>;
  messages: {
    /** A save that failed on our side (500). */
    saveFailure: string;
    /** Said above the form after 'Salva' / 'Pubblica'. */
    saved: string;
  };
};

/**
 * The editor's action of a type (no `id`: a new record): a new record goes to
 * its editor, a saved one answers with the message above the form; 'Salva
 * senza pubblicare' and 'Scarta le modifiche' go back to the editor with their
 * notice (decision 047).
 */
export function orderedRecordAction<
  Row,
  Values,
  Schema extends z.ZodType,
  Extra extends object = object,
>(editing: OrderedRecordEditing<Row, Values, Schema, FormValues, Extra>) {
  const editHref = (id: string, notice: string) => `${editing.href}/${id}?avviso=${notice}`;
  return (args: EditorArgs, id?: string) =>
    recordEditorAction(
      { ...args, id },
      {
        label: editing.label,
        schema: editing.schema,
        read: readTextFields,
        messages: editing.messages,
        save: async (db, { id, values, actor, openedVersion, inTransaction }) => {
          const before = id && editing.afterSave ? await editing.find(db, id) : null;
          const row = await editing.save(db, { id, values, actor, openedVersion, inTransaction });
          const extra: Partial<Extra> =
            before && editing.afterSave ? await editing.afterSave(db, before, row) : {};
          return { row, extra };
        },
        saved: ({ row, extra }, isNew) => {
          if (isNew) throw redirect(editHref(editing.type.idOf(row), "creata"));
          return formDone({ ...extra, message: editing.messages.saved });
        },
        pending: pendingEditsOf(editing.type, {
          savedHref: (id) => editHref(id, "bozza-salvata"),
          discardedHref: (id) => editHref(id, "modifiche-scartate"),
        }),
      },
    );
}

/** The `?avviso=` notices of a list screen, by the names `orderedListAction` redirects with. */
function orderedListNotices({ moved, deleted, gone }: OrderedListPage["notices"]) {
  return {
    spostato: { tone: "success", text: moved },
    eliminato: { tone: "success", text: deleted },
    "non-trovato": { tone: "error", text: gone },
  } as const;
}

/**
 * The data of the list screen (`OrderedListScreen`), with the record
 * `?elimina=` asks to confirm deleting; 500 when the records could not be read.
 */
export async function orderedListData<Row>(
  { request, context }: EditorArgs,
  texts: OrderedListPage,
  load: (db: Db) => Promise<Row[]>,
  item: (row: Row) => OrderedListItem,
) {
  const url = new URL(request.url);
  const notice = noticeFrom(url, orderedListNotices(texts.notices));
  const { database, log } = context.get(appContext);
  try {
    const items = (await load(database.db)).map(item);
    const confirm = items.find((item) => item.id === url.searchParams.get("elimina")) ?? null;
    return { items, confirm, notice, error: null };
  } catch (error) {
    log.error({ err: error }, `${texts.label} failed`);
    return data({ items: [], confirm: null, notice, error: texts.loadError }, { status: 500 });
  }
}

/**
 * The data of a record's edit screen, the form opened on its pending edits
 * (decision 047). An unknown record sends staff back to the list.
 */
export async function orderedRecordEditData<
  Row,
  Values,
  Schema extends z.ZodType,
  Draft extends FormValues,
>(
  { request, context, id }: EditorArgs & { id: string },
  editing: OrderedRecordEditing<Row, Values, Schema, Draft>,
) {
  const { db } = context.get(appContext).database;
  const { type } = editing;
  const row = await editing.find(db, id);
  if (!row) throw redirect(`${editing.href}?avviso=non-trovato`);
  const recordId = type.idOf(row);
  const url = new URL(request.url);
  return {
    record: { id: recordId, name: type.titleOf(row) },
    version: type.versionOf(row),
    ...(await editorPendingState(db, type.entityType, recordId, editing.draftOf(row), url)),
    versions: await listVersions(db, type.entityType, recordId),
    notice: url.searchParams.get("avviso"),
    restored: Number(url.searchParams.get("ripristinata")) || null,
  };
}

/**
 * The data of a record's preview (staff only, decision 047): its public page
 * as it will be once published, with its pending edits read by the type's
 * schema, and whose pending edits they are.
 */
export async function orderedRecordPreview<
  Row extends object,
  Values,
  Schema extends z.ZodType,
  Draft extends FormValues,
  Page,
>(
  { context, id }: { context: Readonly<RouterContextProvider>; id: string },
  editing: OrderedRecordEditing<Row, Values, Schema, Draft>,
  page: (db: Db, shown: Row & Partial<z.output<Schema>>) => Promise<Page>,
) {
  const { db } = context.get(appContext).database;
  const row = await editing.find(db, id);
  if (!row) throw redirect(`${editing.href}?avviso=non-trovato`);
  const recordId = editing.type.idOf(row);
  const pending = await getPendingEdit(db, editing.type.entityType, recordId);
  const parsed = pending ? editing.schema().safeParse(pending.values) : null;
  const values = parsed?.success ? (parsed.data as Partial<z.output<Schema>>) : {};
  return {
    page: await page(db, { ...row, ...values }),
    pending: pending ? pendingSentence(pending) : null,
    editHref: `${editing.href}/${recordId}`,
  };
}

/**
 * The version screen of an ordered record type (version-screen.server.ts):
 * `textField` shown; what a version holds (`holds`: «testi», «dati») said
 * in what the restore does.
 */
export function orderedRecordVersions<
  Row,
  Values,
  Schema extends z.ZodType,
  Draft extends FormValues,
>(
  editing: OrderedRecordEditing<Row, Values, Schema, Draft>,
  textField: string,
  holds: string,
): VersionedRecord<Row, Values> {
  return {
    type: editing.type,
    find: editing.find,
    missingHref: `${editing.href}?avviso=non-trovato`,
    editHref: (row) => `${editing.href}/${editing.type.idOf(row)}`,
    textField,
    restores: `Il ripristino crea una nuova versione con questi ${holds}; le versioni esistenti restano disponibili.`,
  };
}
