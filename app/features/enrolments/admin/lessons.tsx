import { useNavigation } from "react-router";
import { CalendarDays, Download } from "lucide-react";
import { requireStaffEdition } from "~/features/enrolments/admin/edition-run/edition-run-intents.server";
import { LINK_BUTTON } from "~/features/enrolments/admin/edition-run/edition-run-forms";
import {
  addLessonIntent,
  cancelLessonIntent,
  changeLessonIntent,
  deleteLessonIntent,
  LESSON_NOTICES,
} from "~/features/enrolments/admin/lessons/lesson-intents.server";
import { LessonForm } from "~/features/enrolments/admin/lessons/lesson-form";
import { LessonList } from "~/features/enrolments/admin/lessons/lesson-list";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { hoursLabel, lessonWhenLabel } from "~/features/enrolments/lessons/lesson-hours";
import { EMPTY_LESSON_FORM } from "~/features/enrolments/lessons/lesson-schemas";
import { hoursOf, listLessons } from "~/features/enrolments/lessons/lessons.server";
import { dispatchIntent } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { pageMeta } from "~/platform/meta";
import { toRomeWallClock } from "~/platform/rome-time";
import { BackLink } from "~/ui/back-link";
import { ListNotices, Panel } from "~/ui/staff/staff-ui";
import type { Route } from "./+types/lessons";

export const meta = () =>
  pageMeta("Lezioni dell'edizione", "Giorni, orari e luoghi delle lezioni di un'edizione.");

export async function loader(args: Route.LoaderArgs) {
  const { db, edition, courseTitle, courseSlug } = await requireStaffEdition(args);
  const lessons = await listLessons(db, edition.id);
  const url = new URL(args.request.url);
  const notice = url.searchParams.get("avviso") ?? "";
  const editing = lessons.find(
    (l) => l.id === url.searchParams.get("modifica") && l.status !== "annullata",
  );
  const hours = hoursOf(lessons, edition.certificateHours);
  return {
    course: { id: edition.courseId, title: courseTitle, slug: courseSlug },
    edition: { id: edition.id, dates: editionDatesText(edition.startDate, edition.endDate) },
    hours: { label: hoursLabel(hours.minutes), fromLessons: hours.fromLessons },
    lessons: lessons.map((l) => ({
      id: l.id,
      sequence: l.sequence,
      when: lessonWhenLabel(l),
      title: l.title,
      place: l.place,
      onlineUrl: l.onlineUrl,
      cancelled: l.status === "annullata",
    })),
    editing: editing
      ? {
          id: editing.id,
          sequence: editing.sequence,
          values: {
            date: toRomeWallClock(editing.startsAt).date,
            start: toRomeWallClock(editing.startsAt).time,
            end: toRomeWallClock(editing.endsAt).time,
            title: editing.title,
            place: editing.place,
            onlineUrl: editing.onlineUrl ?? "",
          },
        }
      : null,
    cancelling: url.searchParams.get("annulla"),
    notice: Object.hasOwn(LESSON_NOTICES, notice)
      ? LESSON_NOTICES[notice as keyof typeof LESSON_NOTICES]
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, db, edition } = await requireStaffEdition(args);
  const form = await requireSmallForm(args.request);
  const here = `/admin/corsi/${edition.courseId}/edizioni/${edition.id}/lezioni`;
  const submission = { db, editionId: edition.id, form, actor: actorOf(staff), here };
  return dispatchIntent(form.get("intent"), {
    aggiungi: () => addLessonIntent(submission),
    modifica: () => changeLessonIntent(submission),
    annulla: () => cancelLessonIntent(submission),
    elimina: () => deleteLessonIntent(submission),
  });
}

export default function EditionLessons({ loaderData, actionData }: Route.ComponentProps) {
  const { course, edition, hours, lessons, editing, cancelling, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const run = `/admin/corsi/${course.id}/edizioni/${edition.id}`;
  const here = `${run}/lezioni`;
  const answered = actionData ?? null;
  const typed = answered?.values;
  const errors = answered?.status === "invalid" ? answered.errors : {};
  // A failed change keeps the lesson's form open on what was typed.
  const editingId = typed?.lessonId && typed.intent === "modifica" ? typed.lessonId : editing?.id;
  const edited = lessons.find((l) => l.id === editingId);
  const values =
    typed && (typed.intent === "aggiungi" || typed.intent === "modifica")
      ? { ...EMPTY_LESSON_FORM, ...typed }
      : (editing?.values ?? EMPTY_LESSON_FORM);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <BackLink
        to={run}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna all'edizione
      </BackLink>
      <h1 className="mt-4 flex items-start gap-3 text-3xl font-bold break-words text-slate-900">
        <CalendarDays aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
        <span>
          Lezioni
          <span className="block text-lg font-semibold text-slate-700">
            {course.title}, edizione {edition.dates}
          </span>
        </span>
      </h1>
      <p className="mt-3 text-slate-800" data-testid="ore-edizione">
        Durata dell'edizione: <strong>{hours.label}</strong>
        {hours.fromLessons ? " (somma delle lezioni non annullate)." : " (indicata nella scheda)."}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`/corsi/${course.slug}/edizioni/${edition.id}/calendario.ics`}
          className={LINK_BUTTON}
        >
          <Download aria-hidden="true" className="size-4" />
          Calendario pubblico (.ics)
        </a>
      </div>

      <ListNotices
        notice={notice ? { tone: "success", text: notice } : null}
        error={answered?.status === "failed" ? answered.message : null}
      />

      <Panel title="Calendario delle lezioni" id="elenco-lezioni">
        <LessonList lessons={lessons} here={here} cancelling={cancelling} busy={busy} />
      </Panel>

      <Panel title={edited ? "Modifica la lezione" : "Aggiungi una lezione"} id="nuova-lezione">
        {edited ? (
          <p className="mt-2 text-slate-700">
            Stai modificando la lezione di {edited.when}. Chi è iscritto riceve un'e-mail se cambi
            giorno, orario, luogo o link.
          </p>
        ) : null}
        <LessonForm
          key={`${edited?.id ?? "nuova"}-${edited?.sequence ?? lessons.length}`}
          values={values}
          errors={errors}
          lesson={edited ? { id: edited.id, sequence: edited.sequence } : undefined}
          busy={busy}
          cancelHref={here}
        />
      </Panel>
    </div>
  );
}
