// The one action behind /admin/corsi/nuovo and /admin/corsi/:courseId: the
// record core's editor (record-editor.server.ts) with the course field map.
// Every write goes through courses-admin.server.ts.
import { redirect } from "react-router";
import {
  CourseEditorSchema,
  DELETE_INTENT,
  readCourseEditor,
} from "~/features/courses/admin/course-editor";
import { courseImageAlt } from "~/features/courses/course-image";
import { courseImageFromLibrary } from "~/features/media/public-api.server";
import { isLibraryImageUrl } from "~/features/media/public-api";
import { storeCourseImage } from "~/features/courses/admin/course-images.server";
import {
  courseRecord,
  CourseNotFoundError,
  deleteCourse,
  duplicateCourse,
  saveCourse,
  setCourseStatus,
} from "~/features/courses/admin/courses-admin.server";
import { formFailed } from "~/platform/forms/forms.server";
import { pendingEditsOf } from "~/platform/records/pending-edits.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { RecordSlugTakenError } from "~/platform/records/editable-record.server";
import {
  recordEditorAction,
  type EditorArgs,
  type IntentContext,
} from "~/platform/records/record-editor.server";

export const COURSE_SAVE_FAILURE =
  "Si è verificato un errore durante il salvataggio del corso. Riprova.";

/**
 * A library image that could not become the course's variants: the record
 * editor answers a RecordSlugTakenError as a message next to its field, here
 * the image's, with everything typed kept.
 */
class CourseImageError extends RecordSlugTakenError {
  constructor(message: string) {
    super("image", message);
  }
}

/** Where the editor goes after a write, with the notice to show there. */
export function courseEditHref(id: string, notice: string): string {
  return `/admin/corsi/${id}?avviso=${notice}`;
}

/**
 * Duplicate, archive, delete: each answers with a redirect (works without
 * JavaScript); a delete refused because registrations refer to the course
 * answers 409 with the reason.
 */
function courseIntents({ db, id, actor, log, openedVersion }: IntentContext) {
  const run = async (intent: string, write: () => Promise<string | ReturnType<typeof refused>>) => {
    try {
      const answer = await write();
      if (typeof answer === "string") throw redirect(answer);
      return answer;
    } catch (error) {
      if (error instanceof Response) throw error;
      if (error instanceof CourseNotFoundError) throw redirect("/admin/corsi?avviso=non-trovato");
      if (error instanceof RecordConflictError) {
        return formFailed<never>(409, undefined, error.message, undefined, intent);
      }
      log.error({ err: error, intent }, "admin course write failed");
      return formFailed<never>(500, undefined, COURSE_SAVE_FAILURE);
    }
  };
  return {
    duplicate: () =>
      run("duplicate", async () =>
        courseEditHref((await duplicateCourse(db, id, actor, openedVersion)).id, "copiato"),
      ),
    archive: () =>
      run("archive", async () => {
        await setCourseStatus(db, id, "archiviato", actor, openedVersion);
        return courseEditHref(id, "archiviato");
      }),
    [DELETE_INTENT]: () =>
      run(DELETE_INTENT, async () => {
        const deleted = await deleteCourse(db, id, actor, openedVersion);
        if (deleted.ok || deleted.reason === "not-found") return "/admin/corsi?avviso=eliminato";
        return refused(deleted.registrations);
      }),
  };
}

function refused(registrations: number) {
  return formFailed<never>(
    409,
    undefined,
    `Non puoi eliminare questo corso: ${
      registrations === 1
        ? "c'è un'iscrizione che lo riguarda"
        : `ci sono ${registrations} iscrizioni che lo riguardano`
    }. Archivialo invece: sparirà dal sito e le iscrizioni resteranno.`,
    undefined,
    DELETE_INTENT,
  );
}

/**
 * Saves a course (courseId given: update, otherwise insert) or runs one of
 * its intents. Success answers with a redirect (works without JavaScript).
 */
export function courseEditorAction(args: EditorArgs & { courseId?: string }) {
  return recordEditorAction(
    { ...args, id: args.courseId },
    {
      label: "course editor",
      schema: () => CourseEditorSchema,
      read: readCourseEditor,
      messages: { saveFailure: COURSE_SAVE_FAILURE },
      image: {
        store: storeCourseImage,
        alt: (values) => courseImageAlt(values.title),
      },
      save: async (db, { id, values, image, actor, openedVersion, inTransaction }) => {
        let chosen = image ?? values.image;
        if (chosen && isLibraryImageUrl(chosen)) {
          const made = await courseImageFromLibrary(db, chosen, actor);
          if (!made.ok) throw new CourseImageError(made.error);
          chosen = made.url;
        }
        return saveCourse(db, { id, values, image: chosen, actor, openedVersion, inTransaction });
      },
      saved: (course, isNew) => {
        throw redirect(courseEditHref(course.id, isNew ? "creato" : "salvato"));
      },
      intents: courseIntents,
      pending: pendingEditsOf(courseRecord, {
        savedHref: (id) => courseEditHref(id, "bozza-salvata"),
        discardedHref: (id) => courseEditHref(id, "modifiche-scartate"),
      }),
    },
  );
}
