// The one action behind /admin/corsi/nuovo and /admin/corsi/:courseId (docs/conventions.md:
// two routes sharing a screen share one action module). Issue 15: save (with
// the image upload), duplicate, archive, delete, and the rich-text editor's
// image upload. Every write goes through courses-admin.server.ts.
import { parseFormData, type FileUpload } from "@remix-run/form-data-parser";
import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import {
  parseCourseDraft,
  readCourseForm,
  type CourseDraft,
} from "~/features/courses/admin/course-editor";
import { isCourseImageValue } from "~/features/courses/course-image";
import { IMAGE_MAX_BYTES } from "~/features/news/admin/news-editor";
import { actorOf } from "~/platform/records/audit.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { checkCourseImage, storeCourseImage } from "~/features/courses/admin/course-images.server";
import {
  CourseNotFoundError,
  CourseSlugTakenError,
  deleteCourse,
  duplicateCourse,
  saveCourse,
  setCourseStatus,
} from "~/features/courses/admin/courses-admin.server";
import { formFailed, formInvalid } from "~/platform/forms/forms.server";
import { IMAGE_SIZE_ERROR, storeNewsImage } from "~/features/news/media.server";
import { exceedsLimit } from "~/platform/forms/uploads.server";

export const COURSE_SAVE_FAILURE =
  "Si è verificato un errore durante il salvataggio del corso. Riprova.";

/** A file a little over the limit is still read, so the answer can keep what was typed. */
const PARSE_FILE_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;

type Submission = { form: FormData; image: Uint8Array | null };

async function readSubmission(request: Request): Promise<Submission | "too-large" | "malformed"> {
  let image: Uint8Array | null = null;
  try {
    const form = await parseFormData(
      request,
      {
        maxFiles: 1,
        maxFileSize: PARSE_FILE_LIMIT,
        maxParts: 200,
        maxTotalSize: PARSE_FILE_LIMIT + 2 * 1024 * 1024,
      },
      async (file: FileUpload) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        // An empty file input still sends a part: that means "no file".
        if (bytes.length > 0 && (file.fieldName === "imageFile" || file.fieldName === "file")) {
          image = bytes;
        }
        return null;
      },
    );
    return { form, image };
  } catch (error) {
    return exceedsLimit(error) ? "too-large" : "malformed";
  }
}

/** Where the editor goes after a write, with the notice to show there. */
export function courseEditHref(id: string, notice: string): string {
  return `/admin/corsi/${id}?avviso=${notice}`;
}

export type CourseDeleteRefused = { status: "refused"; message: string };

/**
 * Saves a course (courseId given: update, otherwise insert) or, with an
 * `intent`, duplicates, archives or deletes it, or stores an image for the
 * rich-text editor. Success answers with a redirect (works without JavaScript).
 */
export async function courseEditorAction({
  request,
  context,
  courseId,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  courseId?: string;
}) {
  const actor = actorOf(await requireStaff(request, context));
  const { database, env, log } = context.get(appContext);
  const submission = await readSubmission(request);
  if (submission === "too-large") {
    return formInvalid<Partial<CourseDraft>>({ image: IMAGE_SIZE_ERROR }, {});
  }
  if (submission === "malformed") {
    return formFailed<CourseDraft>(400, undefined, COURSE_SAVE_FAILURE);
  }
  const { form, image } = submission;
  const intent = form.get("intent");

  if (intent === "upload-image") {
    if (!image)
      return data({ ok: false, error: "Scegli un'immagine da caricare." }, { status: 400 });
    const stored = await storeNewsImage(env.DATA_DIR, image);
    return data(stored, { status: stored.ok ? 200 : 400 });
  }

  if (courseId && (intent === "duplicate" || intent === "archive" || intent === "delete")) {
    try {
      if (intent === "duplicate") {
        const copy = await duplicateCourse(database.db, courseId, actor);
        throw redirect(courseEditHref(copy.id, "copiato"));
      }
      if (intent === "archive") {
        await setCourseStatus(database.db, courseId, "archiviato", actor);
        throw redirect(courseEditHref(courseId, "archiviato"));
      }
      const deleted = await deleteCourse(database.db, courseId, actor);
      if (deleted.ok || deleted.reason === "not-found") {
        throw redirect("/admin/corsi?avviso=eliminato");
      }
      return data<CourseDeleteRefused>(
        {
          status: "refused",
          message: `Non puoi eliminare questo corso: ${
            deleted.registrations === 1
              ? "c'è un'iscrizione che lo riguarda"
              : `ci sono ${deleted.registrations} iscrizioni che lo riguardano`
          }. Archivialo invece: sparirà dal sito e le iscrizioni resteranno.`,
        },
        { status: 409 },
      );
    } catch (error) {
      if (error instanceof Response) throw error;
      if (error instanceof CourseNotFoundError) throw redirect("/admin/corsi?avviso=non-trovato");
      log.error({ err: error, intent }, "admin course write failed");
      return formFailed<CourseDraft>(500, undefined, COURSE_SAVE_FAILURE);
    }
  }

  const draft = readCourseForm(form);
  if (form.get("removeImage") === "on") draft.image = "";
  const parsed = parseCourseDraft(draft);
  const imageError = image
    ? await checkCourseImage(image)
    : draft.image !== "" && !isCourseImageValue(draft.image)
      ? "L'immagine attuale non è valida: caricane una nuova o rimuovila."
      : null;
  if (!parsed.ok || imageError) {
    const errors = parsed.ok ? {} : parsed.errors;
    if (imageError) errors.image = imageError;
    return formInvalid(errors, draft);
  }

  let storedImage = draft.image === "" ? null : draft.image;
  if (image) {
    const stored = await storeCourseImage(env.DATA_DIR, image);
    if (!stored.ok) return formInvalid({ image: stored.error }, draft);
    storedImage = stored.image;
  }

  let saved: { id: string };
  try {
    saved = await saveCourse(database.db, {
      id: courseId,
      values: parsed.values,
      image: storedImage,
      actor,
    });
  } catch (error) {
    if (error instanceof CourseSlugTakenError) {
      return formInvalid({ slug: error.message }, { ...draft, image: storedImage ?? "" });
    }
    if (error instanceof CourseNotFoundError) {
      return formFailed(404, draft, error.message);
    }
    log.error({ err: error }, "course save failed");
    return formFailed(500, draft, COURSE_SAVE_FAILURE);
  }
  throw redirect(courseEditHref(saved.id, courseId ? "salvato" : "creato"));
}
