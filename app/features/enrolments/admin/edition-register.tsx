import { FileDown } from "lucide-react";
import { useNavigation } from "react-router";
import { requireStaffEdition } from "~/features/enrolments/admin/edition-run/edition-run-intents.server";
import { LINK_BUTTON } from "~/features/enrolments/admin/edition-run/edition-run-forms";
import { lessonMinutes, loadRegister } from "~/features/enrolments/admin/register/register.server";
import {
  previewReport,
  readRegisterBody,
  saveRegisterForm,
} from "~/features/enrolments/admin/register/register-intents.server";
import { LessonPicker, RegisterForm } from "~/features/enrolments/admin/register/register-form";
import {
  ReportMappingForm,
  ReportSummary,
  ReportUpload,
} from "~/features/enrolments/admin/register/report-import";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { minutesLabel } from "~/features/enrolments/attendance-rules";
import { now } from "~/platform/clock.server";
import { formatDateTimeIt } from "~/platform/format-date";
import { dispatchIntent } from "~/platform/forms/forms.server";
import { pageMeta } from "~/platform/meta";
import { actorOf } from "~/platform/records/audit.server";
import { BackLink } from "~/ui/back-link";
import { ListNotices } from "~/ui/staff/staff-ui";
import type { Route } from "./+types/edition-register";

export const meta = () =>
  pageMeta("Registro presenze", "Le presenze di ogni lezione di un'edizione, e il loro PDF.");

export async function loader(args: Route.LoaderArgs) {
  const { db, edition, courseTitle } = await requireStaffEdition(args);
  const asked = new URL(args.request.url).searchParams.get("lezione");
  const register = await loadRegister(db, edition.id, asked, now());
  return {
    course: { id: edition.courseId, title: courseTitle },
    edition: { id: edition.id, dates: editionDatesText(edition.startDate, edition.endDate) },
    lessons: register.lessons.map((l) => ({
      id: l.id,
      label: `${formatDateTimeIt(l.startsAt)} (${minutesLabel(lessonMinutes(l))})${l.title ? ` – ${l.title}` : ""}`,
      minutes: lessonMinutes(l),
      cancelled: l.status === "annullata",
    })),
    lessonId: register.lesson?.id ?? null,
    participants: register.participants,
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, db, edition } = await requireStaffEdition(args);
  const body = await readRegisterBody(args.request);
  const submission = { db, editionId: edition.id, actor: actorOf(staff) };
  return dispatchIntent(body.formData.get("intent"), {
    salva: () => saveRegisterForm(submission, body.formData),
    report: () => previewReport(submission, body),
  });
}

export default function EditionRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { course, edition, lessons, participants } = loaderData;
  const busy = useNavigation().state === "submitting";
  const back = `/admin/corsi/${course.id}/edizioni/${edition.id}`;
  const success = actionData?.status === "success" ? actionData : null;
  const preview = success && "preview" in success ? success.preview : undefined;
  const mapping = success && "mapping" in success ? success.mapping : undefined;
  const lessonId = preview?.lessonId ?? mapping?.lessonId ?? loaderData.lessonId;
  const lesson = lessons.find((l) => l.id === lessonId) ?? null;
  const failed = actionData?.status === "failed" ? actionData : null;
  const reportError = failed && failed.intent === "report" ? failed.message : undefined;
  const message = success && "message" in success ? success.message : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackLink
        to={back}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna ai partecipanti
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Registro presenze
        <span className="block text-lg font-semibold text-slate-700">
          {course.title} · Edizione {edition.dates}
        </span>
      </h1>

      {lessons.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
          Questa edizione non ha lezioni in calendario: le ore frequentate si scrivono nella pagina
          dei partecipanti.
        </p>
      ) : (
        <>
          <div className="mt-4">
            <a href={`${back}/registro.pdf`} download className={LINK_BUTTON}>
              <FileDown aria-hidden="true" className="size-4" />
              Scarica il registro in PDF
            </a>
          </div>
          <LessonPicker lessons={lessons} current={lesson?.id ?? ""} />
          <ListNotices
            notice={message ? { tone: "success", text: message } : null}
            error={failed && failed.intent !== "report" ? failed.message : null}
          />
          {lesson && lesson.cancelled ? (
            <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
              Questa lezione è annullata: non conta per le ore e non ha presenze.
            </p>
          ) : lesson ? (
            <>
              {mapping ? <ReportMappingForm mapping={mapping} busy={busy} /> : null}
              {preview ? (
                <ReportSummary
                  preview={preview}
                  found={Object.values(preview.minutes).filter((m) => m > 0).length}
                />
              ) : null}
              {participants.length === 0 ? (
                <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
                  Nessun partecipante ha un posto in questa edizione.
                </p>
              ) : (
                <RegisterForm
                  key={`${lesson.id}-${preview ? "anteprima" : "registro"}`}
                  lesson={lesson}
                  rows={participants}
                  preview={preview ?? null}
                  errors={actionData?.status === "invalid" ? actionData.errors : {}}
                  values={
                    actionData?.status === "invalid"
                      ? actionData.values
                      : failed && failed.intent !== "report"
                        ? failed.values
                        : undefined
                  }
                  busy={busy}
                />
              )}
              {preview ? null : (
                <ReportUpload lessonId={lesson.id} busy={busy} error={reportError} />
              )}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
