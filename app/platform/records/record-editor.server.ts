/**
 * The one action behind the editor screens of every record type (decision
 * 039; the core and how to add a type: editable-record.server.ts). A missing
 * session answers 401 before anything is read (spec §5 for news); what was
 * typed comes back even when the image is too large; the image is stored only
 * once the form is valid. Refused input answers the same way for every type:
 * 400 with the field errors and the values typed, 404 for a record that is
 * gone, 409 for a record changed since the form was opened (its hidden
 * `openedVersion`: who changed it and when, the values typed kept), 500 with
 * the type's failure message.
 */
import type { Logger } from "pino";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";
import { formValues, type FormValues } from "~/platform/forms/form-result";
import { plainText } from "~/platform/forms/text";
import {
  dispatchIntent,
  formDone,
  formFailed,
  formInvalid,
  readFormBody,
  validateSubmission,
  type FormReader,
  type FormSpec,
} from "~/platform/forms/forms.server";
import { requireSmallForm, type UploadedFile } from "~/platform/forms/uploads.server";
import { redirectAfter } from "~/platform/forms/list-actions.server";
import { actorOf, type Actor } from "~/platform/records/audit.server";
import {
  deleteRecord,
  moveRecord,
  RecordConflictError,
  RecordNotFoundError,
  RecordSlugTakenError,
  restoreRecord,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { checkImage, storeMediaImage, type StoredImage } from "~/platform/records/media.server";
import { recordMediaItem } from "~/platform/records/media-items.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR } from "~/platform/records/record-image";
import { getVersion, VersionNotFoundError } from "~/platform/records/versions.server";
import type { PendingEditsOf } from "~/platform/records/pending-edits.server";
import {
  DISCARD_PENDING_INTENT,
  OPENED_PENDING_FIELD,
  SAVE_PENDING_INTENT,
} from "~/platform/records/pending-edit";
import { currentStaff, requireStaffMember, type StaffMember } from "~/platform/staff-access";

/**
 * What every editor answers a save without a session (401, spec §5): one
 * answer for every record type, given before anything is read or written.
 */
export const NOT_AUTHENTICATED_MESSAGE = "User not authenticated";

export type EditorArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** What an editor's form shows again: text fields, and lists (tags). */
export type Draft = Record<string, string | readonly string[]>;

/** What a type's extra intents get: the record, who acts, where to write. */
export type IntentContext = {
  db: Db;
  id: string;
  actor: Actor;
  log: Logger;
  /** The version the screen showed (its hidden `openedVersion`), if the form sent one. */
  openedVersion?: string;
};

export type RecordEditor<
  Schema extends z.ZodType,
  Row,
  Values extends Draft,
  Saved,
  Intents extends Record<string, () => Promise<unknown>>,
> = {
  /** For log lines. */
  label: string;
  /** The field map's schema; `isNew` for a field chosen once (a call's key). */
  schema: (isNew: boolean) => Schema;
  /** The field map's reader: the posted form → the schema's input and the values shown again. */
  read: FormReader<Values>;
  messages: {
    /** A save that failed on our side (500), or a body that cannot be read. */
    saveFailure: string;
  };
  /**
   * The record's own image, uploaded with the form and stored once the form is
   * valid, then recorded in the image library (decision 048) with `alt` as its
   * first alt text.
   */
  image?: {
    store: (db: Db, bytes: Uint8Array) => Promise<StoredImage>;
    alt: (values: z.output<Schema>) => string;
  };
  save: (
    db: Db,
    input: {
      id?: string;
      values: z.output<Schema>;
      /** The image just uploaded and stored, if any. */
      image?: string;
      staff: StaffMember;
      actor: Actor;
      /** The version the form was opened on (record core: `openedVersion`), for an existing record. */
      openedVersion?: string;
      /** For the core's `saveRecord`: publishing clears the pending edits (decision 047). */
      inTransaction?: (tx: Db, entityId: string) => Promise<void>;
    },
  ) => Promise<Row>;
  /** The answer to a save: a success for the form, or a redirect (thrown). */
  saved: (row: Row, isNew: boolean) => Saved;
  /** The intents of an existing record's screen besides saving. */
  intents?: (context: IntentContext) => Intents;
  /**
   * Edits saved without publishing (decision 047): the type, and where the
   * editor goes after 'Salva senza pubblicare' and 'Scarta le modifiche'.
   */
  pending?: PendingEditsOf;
};

/** One image (the cover, or the rich-text editor's), at most 5 MB; the text fields take up to 2 MB. */
const EDITOR_UPLOAD = {
  limits: { maxFileBytes: IMAGE_MAX_BYTES, maxParts: 200, maxTextBytes: 2 * 1024 * 1024 },
  tooLarge: { image: IMAGE_SIZE_ERROR },
  check: async (files: UploadedFile[]) => {
    const file = files.find((f) => f.field === "imageFile" || f.field === "file");
    if (!file) return { ok: true as const, files: null };
    const problem = await checkImage(file.bytes);
    if (problem) return { ok: false as const, errors: { image: problem } };
    return { ok: true as const, files: file };
  },
};

/** The editor's action for a new record (no `id`) or an existing one. */
export async function recordEditorAction<
  Schema extends z.ZodType,
  Row,
  Values extends Draft,
  Saved,
  Intents extends Record<string, () => Promise<unknown>> = Record<never, never>,
>(args: EditorArgs & { id?: string }, editor: RecordEditor<Schema, Row, Values, Saved, Intents>) {
  const { request, context, id } = args;
  const { database, log } = context.get(appContext);
  const staff = await currentStaff(request, context);
  if (!staff) return formFailed<Values>(401, undefined, NOT_AUTHENTICATED_MESSAGE);
  const actor = actorOf(staff);

  const spec: FormSpec<Schema, UploadedFile | null, Values> = {
    schema: editor.schema(!id),
    label: editor.label,
    honeypot: false,
    read: editor.read,
    upload: EDITOR_UPLOAD,
    unreadableMessage: editor.messages.saveFailure,
    unreadableStatus: 400,
  };
  const read = await readFormBody<Values>(request, spec);
  if (!read.ok) return read.answer;

  const openedVersion = formText(read.body.formData, OPENED_VERSION_FIELD);
  const openedPending = formText(read.body.formData, OPENED_PENDING_FIELD);
  /** `pending`: 'Salva senza pubblicare' (decision 047); otherwise the core's save, which publishes. */
  const save = async (pending = false) => {
    const submission = await validateSubmission(args, spec, read.body);
    if (!submission.ok) return submission.answer;
    let values = submission.values;
    let image: string | undefined;
    if (submission.files && editor.image) {
      const file = submission.files;
      const stored = await editor.image.store(database.db, file.bytes);
      if (!stored.ok) return formInvalid<Values>({ image: stored.error }, values);
      image = stored.url;
      await recordMediaItem(database.db, {
        url: image,
        bytes: file.bytes,
        originalName: file.originalName,
        alt: editor.image.alt(submission.input),
        actor,
      });
      values = { ...values, image };
    }
    try {
      if (pending && id && editor.pending) {
        await editor.pending.save(database.db, {
          id,
          values,
          actor,
          openedVersion,
          openedPending,
        });
        throw redirect(editor.pending.savedHref(id));
      }
      const row = await editor.save(database.db, {
        id,
        values: submission.input,
        image,
        staff,
        actor,
        openedVersion: id ? openedVersion : undefined,
        inTransaction: id && editor.pending ? editor.pending.onPublish(openedPending) : undefined,
      });
      return editor.saved(row, !id);
    } catch (error) {
      return refusedSave(error, values);
    }
  };

  const refusedSave = (error: unknown, values: Values | undefined) => {
    if (error instanceof Response) throw error;
    if (error instanceof RecordSlugTakenError && values) {
      return formInvalid<Values>({ [error.field]: error.message }, values);
    }
    if (error instanceof RecordNotFoundError) return formFailed(404, values, error.message);
    if (error instanceof RecordConflictError) return formFailed(409, values, error.message);
    log.error({ err: error }, `${editor.label}: save failed`);
    return formFailed(500, values, editor.messages.saveFailure);
  };

  const discardPending = async () => {
    const pending = editor.pending;
    if (!id || !pending) return formFailed<Values>(400);
    try {
      await pending.discard(database.db, {
        id,
        actor,
        openedPending,
      });
    } catch (error) {
      return refusedSave(error, undefined);
    }
    throw redirect(pending.discardedHref(id));
  };

  const intents: Partial<Intents> =
    id && editor.intents ? editor.intents({ db: database.db, id, actor, log, openedVersion }) : {};
  return dispatchIntent(
    read.body.formData.get("intent"),
    {
      ...intents,
      "upload-image": () => uploadEditorImage(database.db, read.body, actor),
      [SAVE_PENDING_INTENT]: () => save(true),
      [DISCARD_PENDING_INTENT]: discardPending,
    },
    () => save(),
  );
}

function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * An image for the rich-text editor (a fetcher): stored at once and recorded
 * in the library (its alt text is written in the editor), its address answered.
 */
async function uploadEditorImage(
  db: Db,
  body: { files: UploadedFile[]; oversized: boolean },
  actor: Actor,
) {
  if (body.oversized) return formFailed<never>(400, undefined, IMAGE_SIZE_ERROR);
  const file = body.files.find((f) => f.field === "file" || f.field === "imageFile");
  if (!file) return formFailed<never>(400, undefined, "Scegli un'immagine da caricare.");
  const stored = await storeMediaImage(db, file.bytes);
  if (stored.ok) {
    await recordMediaItem(db, {
      url: stored.url,
      bytes: file.bytes,
      originalName: file.originalName,
      actor,
    });
  }
  return stored.ok
    ? formDone({ url: stored.url })
    : formFailed<never>(400, undefined, stored.error);
}

/**
 * The action of a staff list of records in an order (price offers, FAQ):
 * `move-up`, `move-down` and `delete` (posted by the list's confirmation
 * step). A write, or a record gone, goes back to the list with its notice; a
 * failure answers 500.
 */
export async function orderedListAction<Row, Values>(
  { request, context }: EditorArgs,
  type: RecordType<Row, Values>,
  list: { href: string; failure: string },
) {
  const actor = actorOf(await requireStaffMember(request, context));
  const form = await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  const id = String(form.get("id") ?? "");
  const write = (change: () => Promise<string>) =>
    redirectAfter(change, (error) => {
      if (error instanceof RecordNotFoundError) throw redirect(`${list.href}?avviso=non-trovato`);
      log.error({ err: error }, `${type.entityType} list: change failed`);
      return formFailed(500, undefined, list.failure);
    });
  const move = (direction: "up" | "down") => () =>
    write(async () => {
      await moveRecord(database.db, type, { id, direction, actor });
      return `${list.href}?avviso=spostato#voce-${id}`;
    });
  return dispatchIntent(form.get("intent"), {
    "move-up": move("up"),
    "move-down": move("down"),
    // Deleting something already gone is not an error: it is not there either way.
    delete: () =>
      write(async () => {
        await deleteRecord(database.db, type, id, actor);
        return `${list.href}?avviso=eliminato`;
      }),
  });
}

const RESTORE_FAILURE = "Non è stato possibile ripristinare la versione. Riprova più tardi.";

/**
 * The confirmation page's action: restores a version as the newest one and
 * goes back to the editor (`?ripristinata=n`). A record that is gone goes to
 * `missingHref`; a version that is gone answers 404 with the message.
 */
export async function restoreVersionAction<Row, Values>(
  { request, context }: EditorArgs,
  type: RecordType<Row, Values>,
  target: { id: string; versionId: string; editHref: string; missingHref: string },
) {
  const staff = await requireStaffMember(request, context);
  await requireSmallForm(request);
  const { database, log } = context.get(appContext);
  let version: number;
  try {
    version = await restoreRecord(database.db, type, {
      id: target.id,
      versionId: target.versionId,
      actor: actorOf(staff),
    });
  } catch (error) {
    if (error instanceof RecordNotFoundError) throw redirect(target.missingHref);
    if (error instanceof VersionNotFoundError) return formFailed(404, undefined, error.message);
    log.error({ err: error }, `${type.entityType} version restore failed`);
    return formFailed(500, undefined, RESTORE_FAILURE);
  }
  throw redirect(`${target.editHref}?ripristinata=${version}`);
}

/**
 * A saved version for its confirmation page (404 when it is not one of this
 * record's), with the start of its long text (`textField`) as plain text.
 */
export async function requireVersionSummary(
  db: Db,
  entityType: string,
  entityId: string,
  versionId: string,
  textField: string,
) {
  const version = await getVersion(db, entityType, entityId, versionId);
  if (!version) throw data("Versione non trovata", { status: 404 });
  const s = version.snapshot;
  return {
    snapshot: s,
    summary: {
      id: version.id,
      number: version.version,
      createdAt: version.createdAt,
      actorLabel: version.actorLabel,
      title: String(s.title ?? ""),
      tags: Array.isArray(s.tags) ? s.tags.map(String) : [],
      text: plainTextOf(s[textField]),
    },
  };
}

function plainTextOf(value: unknown): string {
  return plainText(String(value ?? "")).slice(0, 1500);
}

/** The text fields of a form, as sent: the reader of a form without lists. */
export function readTextFields(form: FormData): { input: FormValues; values: FormValues } {
  const values = formValues(form);
  return { input: values, values };
}
