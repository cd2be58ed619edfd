import { Form } from "react-router";
import { Ban, Pencil, Trash2 } from "lucide-react";
import { BUTTON_DANGER, BUTTON_SECONDARY, Button, CANCEL_LINK } from "~/ui/staff/staff-ui";

/** A lesson as the staff screen lists it. */
export type StaffLesson = {
  id: string;
  sequence: number;
  when: string;
  title: string;
  place: string;
  onlineUrl: string | null;
  cancelled: boolean;
};

function Target({ lesson }: { lesson: StaffLesson }) {
  return (
    <>
      <input type="hidden" name="lessonId" value={lesson.id} />
      <input type="hidden" name="sequence" value={lesson.sequence} />
    </>
  );
}

/**
 * The edition's lessons in order. Cancelling asks for a confirmation first: it
 * e-mails everyone enrolled.
 */
export function LessonList({
  lessons,
  here,
  cancelling,
  busy,
}: {
  lessons: StaffLesson[];
  here: string;
  cancelling: string | null;
  busy: boolean;
}) {
  if (lessons.length === 0)
    return (
      <p className="mt-3 text-slate-700">
        Nessuna lezione: le ore dell'edizione sono quelle indicate nella scheda dell'edizione.
      </p>
    );
  return (
    <ol className="mt-4 space-y-3">
      {lessons.map((lesson) => (
        <li
          key={lesson.id}
          data-lesson-id={lesson.id}
          className="rounded-lg border border-slate-200 p-4"
        >
          <p className="font-semibold break-words text-slate-900 first-letter:uppercase">
            {lesson.cancelled ? <span className="text-red-800">Annullata: </span> : null}
            {lesson.cancelled ? <s>{lesson.when}</s> : lesson.when}
          </p>
          {lesson.title ? <p className="text-slate-800">{lesson.title}</p> : null}
          <p className="break-words text-slate-700">
            {[lesson.place, lesson.onlineUrl ? `online: ${lesson.onlineUrl}` : ""]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {cancelling === lesson.id && !lesson.cancelled ? (
            <Form
              method="post"
              className="mt-3 space-y-3 rounded-md border-2 border-red-700 bg-red-50 p-3"
            >
              <p id={`annulla-${lesson.id}`} className="font-semibold text-red-900">
                Annullare la lezione? Chi è iscritto riceve un'e-mail e nei calendari la lezione
                risulta annullata.
              </p>
              <Target lesson={lesson} />
              <div className="flex flex-wrap gap-3">
                <Button tone="danger" name="intent" value="annulla" disabled={busy}>
                  Sì, annulla la lezione
                </Button>
                <a href={here} className={CANCEL_LINK}>
                  No, torna indietro
                </a>
              </div>
            </Form>
          ) : null}
          {lesson.cancelled ? null : (
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={`${here}?modifica=${lesson.id}#modulo-lezione`} className={BUTTON_SECONDARY}>
                <Pencil aria-hidden="true" className="size-4" />
                Modifica<span className="sr-only"> la lezione di {lesson.when}</span>
              </a>
              <a href={`${here}?annulla=${lesson.id}`} className={BUTTON_DANGER}>
                <Ban aria-hidden="true" className="size-4" />
                Annulla la lezione<span className="sr-only"> di {lesson.when}</span>
              </a>
              <Form method="post">
                <Target lesson={lesson} />
                <Button tone="danger" name="intent" value="elimina" disabled={busy}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Elimina<span className="sr-only"> la lezione di {lesson.when}</span>
                </Button>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
