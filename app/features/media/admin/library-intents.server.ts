import { redirect } from "react-router";
import {
  deleteMediaItem,
  deleteUnusedMedia,
  MediaAltSchema,
  MediaInUseError,
  MediaNotFoundError,
  saveMediaAlt,
  uploadToLibrary,
} from "~/features/media/media-library.server";
import { PAGE } from "~/features/media/admin/library-page";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import type { FormValues } from "~/platform/forms/form-result";
import { formFailed, formInvalid, parseSubmission } from "~/platform/forms/forms.server";
import type { UploadedFile } from "~/platform/forms/uploads.server";
import type { Logger } from "pino";
import type { Actor } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { checkImage } from "~/platform/records/media.server";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR } from "~/platform/records/record-image";

const WRITE_ERROR = "Non è stato possibile completare l'operazione. Riprova più tardi.";
const FILE_MISSING = "Scegli un'immagine da caricare.";

export type LibraryWriter = { db: Db; log: Logger; actor: Actor };

/** The upload's one file: checked by its bytes, at most 5 MB (as the editors). */
const LIBRARY_UPLOAD = {
  limits: { maxFileBytes: IMAGE_MAX_BYTES, maxParts: 20, maxTextBytes: 64 * 1024 },
  tooLarge: { file: IMAGE_SIZE_ERROR },
  check: async (files: UploadedFile[]) => {
    const file = files.find((f) => f.field === "file");
    if (!file) return { ok: false as const, errors: { file: FILE_MISSING } };
    const problem = await checkImage(file.bytes);
    if (problem) return { ok: false as const, errors: { file: problem } };
    return { ok: true as const, files: file };
  },
};

export async function uploadLibraryImage(
  args: Parameters<typeof parseSubmission>[0],
  { db, log, actor }: LibraryWriter,
) {
  const submission = await parseSubmission(args, {
    label: "media upload",
    schema: MediaAltSchema,
    honeypot: false,
    upload: LIBRARY_UPLOAD,
    unreadableMessage: WRITE_ERROR,
    unreadableStatus: 400,
  });
  if (!submission.ok) return submission.answer;
  const file = submission.files;
  try {
    const stored = await uploadToLibrary(db, {
      bytes: file.bytes,
      originalName: file.originalName,
      values: submission.input,
      actor,
    });
    if (!stored.ok) return formInvalid({ file: stored.error }, submission.values);
  } catch (error) {
    log.error({ err: error }, "media upload failed");
    return formFailed(500, submission.values, WRITE_ERROR);
  }
  throw redirect(`${PAGE}?avviso=caricata`);
}

/** A refused or failed write on one image: 404, 409 with its reason, or 500. */
function failed(log: Logger, error: unknown, values?: FormValues) {
  if (error instanceof Response) throw error;
  if (error instanceof MediaNotFoundError) return formFailed(404, values, error.message);
  if (error instanceof MediaInUseError || error instanceof RecordConflictError) {
    return formFailed(409, values, error.message);
  }
  log.error({ err: error }, "media library write failed");
  return formFailed(500, values, WRITE_ERROR);
}

/** One image's alt text form, whose fields are named apart from the upload form's. */
export async function saveAltText(form: FormData, { db, log, actor }: LibraryWriter) {
  const id = String(form.get("id") ?? "");
  const values: FormValues = {
    id,
    altModifica: String(form.get("altModifica") ?? ""),
    decorativaModifica: String(form.get("decorativaModifica") ?? ""),
  };
  const parsed = MediaAltSchema.safeParse({
    alt: values.altModifica,
    decorativa: values.decorativaModifica || undefined,
  });
  if (!parsed.success) {
    return formInvalid({ altModifica: parsed.error.issues[0]!.message }, values);
  }
  try {
    const opened = form.get("openedVersion");
    await saveMediaAlt(db, {
      id,
      values: parsed.data,
      actor,
      openedVersion: typeof opened === "string" ? opened : undefined,
    });
  } catch (error) {
    return failed(log, error, values);
  }
  throw redirect(`${PAGE}?avviso=salvata#immagine-${id}`);
}

export async function deleteImage(form: FormData, { db, log, actor }: LibraryWriter) {
  try {
    await deleteMediaItem(db, String(form.get("id") ?? ""), actor);
  } catch (error) {
    return failed(log, error);
  }
  throw redirect(`${PAGE}?avviso=eliminata`);
}

export async function deleteUnusedImages({ db, log, actor }: LibraryWriter) {
  let count: number;
  try {
    count = await deleteUnusedMedia(db, actor, now());
  } catch (error) {
    return failed(log, error);
  }
  throw redirect(
    count > 0 ? `${PAGE}?avviso=ripulita&eliminate=${count}` : `${PAGE}?avviso=nessuna-eliminata`,
  );
}
