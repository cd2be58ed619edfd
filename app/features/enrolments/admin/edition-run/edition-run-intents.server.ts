import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { z } from "zod";
import { issueCertificates, revokeCertificate } from "~/features/certificates/public-api.server";
import {
  changeEnrolmentStatuses,
  getEditionForStaff,
  listParticipants,
  saveHoursAttended,
} from "~/features/enrolments/edition-run.server";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import { certificateHoursFor, minutesLabel } from "~/features/enrolments/attendance-rules";
import { attendanceBases } from "~/features/enrolments/lesson-hours.server";
import { now } from "~/platform/clock.server";
import { amountLabel, editionPriceLabel } from "~/features/enrolments/editions";
import {
  BULK_TARGETS,
  ENROLMENT_STATUS_LABELS,
  PAID_STATUSES,
  takesSeat,
  type EnrolmentStatus,
} from "~/features/enrolments/participant-status";
import { siteSettings } from "~/features/settings/public-api.server";
import { requireStaff } from "~/features/staff/public-api.server";
import type { Db } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import { formValues } from "~/platform/forms/form-result";
import { formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import type { Actor } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import {
  HOURS_PREFIX,
  MAX_HOURS,
  SHOWN_HOURS_PREFIX,
  SHOWN_PREFIX,
} from "~/features/enrolments/admin/edition-run/edition-run-forms";

const NOT_FOUND = "Edizione non trovata";

/** The edition of the address, or the page's 404. */
async function requireEdition(db: Db, courseId: string, editionId: string) {
  const found = await getEditionForStaff(db, courseId, editionId);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

/**
 * The start of every loader and action of an edition's screens: the signed-in
 * staff member (or the sign-in redirect), then the edition of the address (or
 * the 404), with the database and configuration to work on it.
 */
export async function requireStaffEdition({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { courseId: string; editionId: string };
}) {
  const staff = await requireStaff(request, context);
  const { database, env } = context.get(appContext);
  const found = await requireEdition(database.db, params.courseId, params.editionId);
  return { staff, db: database.db, env, ...found };
}

type Found = Awaited<ReturnType<typeof requireEdition>>;

export async function loadEditionRun(db: Db, { edition, courseTitle }: Found, url: URL) {
  const participants = await listParticipants(db, edition.id);
  const bases = await attendanceBases(db, edition, participants);
  const at = now();
  /** Why this participant's attestato cannot be issued now, when it is theirs to have. */
  const problemOf = (p: (typeof participants)[number]) => {
    if (p.status !== "completata" || p.certificate) return null;
    const rule = certificateHoursFor(p.fullName, bases.of(p), edition.minAttendancePercent, at);
    return "problem" in rule ? rule.problem : null;
  };
  const revokeId = url.searchParams.get("revoca");
  const revoking = participants.find(
    (p) => p.certificate?.id === revokeId && !p.certificate.revokedAt,
  );
  return {
    course: { id: edition.courseId, title: courseTitle },
    edition: {
      id: edition.id,
      dates: editionDatesText(edition.startDate, edition.endDate),
      seats: edition.seats,
      hours:
        bases.edition.kind === "lessons"
          ? minutesLabel(bases.edition.editionMinutes)
          : `${edition.certificateHours} h`,
      minAttendancePercent: edition.minAttendancePercent,
      hasLessons: bases.edition.kind === "lessons",
      place: edition.place,
      price: editionPriceLabel(edition),
      open: edition.status === "aperta",
    },
    counts: {
      enrolled: participants.filter((p) => takesSeat(p.status)).length,
      paid: participants.filter((p) => PAID_STATUSES.includes(p.status)).length,
      waiting: participants.filter((p) => p.status === "lista_attesa").length,
    },
    participants: participants.map((p) => ({
      id: p.id,
      reference: p.reference,
      fullName: p.fullName,
      email: p.email,
      phone: p.phone,
      status: p.status,
      paymentMethod: p.paymentMethod,
      amountDue: amountLabel(p.amountDueCents),
      voucherCode: p.voucherCode,
      orderSchoolName: p.orderSchoolName,
      hasProof: Boolean(p.fileKey),
      duplicateFlagged: p.duplicateFlagged,
      hoursAttended: p.hoursAttended,
      registerMinutes: bases.registerMinutes(p),
      certificateProblem: problemOf(p),
      certificate: p.certificate,
    })),
    erased: url.searchParams.get("avviso") === "cancellata",
    revoking: revoking?.certificate
      ? { id: revoking.certificate.id, code: revoking.certificate.code, name: revoking.fullName }
      : null,
  };
}

export type RunSubmission = { db: Db; env: Env; editionId: string; form: FormData; actor: Actor };

const RevokeSchema = z.object({
  certificateId: z.string(),
  reason: z
    .string()
    .trim()
    .min(5, "Scrivi il motivo della revoca (almeno 5 caratteri): resta nel registro.")
    .max(500, "Il motivo può avere al massimo 500 caratteri."),
});

/** The answer to a refused change: every reason, in one message. */
function refused(problems: string[]) {
  return formFailed(400, undefined, problems.join(" "));
}

/** A change another member of staff overtook answers 409 with its message. */
async function conflictAware<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RecordConflictError) return formFailed(409, undefined, error.message);
    throw error;
  }
}

/** The bulk status change of the ticked participants, with who left the waiting list. */
export function setParticipantStatus({ db, env, editionId, form, actor }: RunSubmission) {
  return conflictAware(async () => {
    const status = String(form.get("status") ?? "");
    if (!BULK_TARGETS.includes(status as EnrolmentStatus)) {
      return refused(["Scegli il nuovo stato da applicare."]);
    }
    const selected = form.getAll("ids").map((id) => ({
      id: String(id),
      shown: (form.get(`${SHOWN_PREFIX}${String(id)}`) ?? undefined) as string | undefined,
    }));
    const outcome = await changeEnrolmentStatuses(db, env, {
      editionId,
      status: status as EnrolmentStatus,
      selected,
      actor,
    });
    if (!outcome) throw data(NOT_FOUND, { status: 404 });
    if (!outcome.ok) return refused(outcome.problems);
    const label = ENROLMENT_STATUS_LABELS[status as EnrolmentStatus];
    const promoted = outcome.promoted.length
      ? ` Dalla lista d'attesa ${outcome.promoted.length === 1 ? "è entrata in un posto libero" : "sono entrate nei posti liberi"}: ${outcome.promoted.join(", ")}.`
      : "";
    return formDone({
      message: `${outcome.changed === 1 ? "1 iscrizione portata" : `${outcome.changed} iscrizioni portate`} a «${label}».${promoted}`,
    });
  });
}

/** The hours attended of every participant, each checked apart. */
export function saveParticipantHours({ db, editionId, form, actor }: RunSubmission) {
  return conflictAware(async () => {
    const errors: Record<string, string> = {};
    const changes = [];
    for (const [name, raw] of form.entries()) {
      if (!name.startsWith(HOURS_PREFIX) || name.startsWith(SHOWN_HOURS_PREFIX)) continue;
      const id = name.slice(HOURS_PREFIX.length);
      const text = String(raw).trim();
      const hours = Number(text);
      if (!/^\d{1,3}$/.test(text) || hours > MAX_HOURS) {
        errors[name] = `Scrivi le ore come numero intero da 0 a ${MAX_HOURS}.`;
        continue;
      }
      const shownText = form.get(`${SHOWN_HOURS_PREFIX}${id}`);
      changes.push({ id, hours, shown: shownText === null ? undefined : Number(shownText) });
    }
    if (Object.keys(errors).length > 0) return formInvalid(errors, formValues(form));
    const saved = await saveHoursAttended(db, { editionId, changes, actor });
    if (saved === null) {
      return refused(["Un partecipante non è più iscritto a questa edizione: ricarica la pagina."]);
    }
    return formDone({
      message:
        saved === 0
          ? "Nessuna ora è cambiata."
          : `Ore frequentate salvate (${saved === 1 ? "1 partecipante" : `${saved} partecipanti`}).`,
    });
  });
}

/** The attestato of one participant (`enrolmentId`), or of everyone who has earned one. */
export async function issueParticipantCertificates(
  { db, editionId, form, actor }: RunSubmission,
  who: "one" | "all",
) {
  const outcome = await issueCertificates(db, {
    editionId,
    enrolmentIds: who === "all" ? "all" : [String(form.get("enrolmentId") ?? "")],
    place: siteSettings().address.city,
    actor,
  });
  if (!outcome) return refused(["Partecipante non trovato in questa edizione."]);
  if (outcome.issued.length === 0) return refused(outcome.problems);
  const n = outcome.issued.length;
  return formDone({
    message: `${n === 1 ? `Attestato rilasciato (codice ${outcome.issued[0]!.code})` : `${n} attestati rilasciati`}.`,
  });
}

/** Revokes an attestato of the edition, with the reason the history keeps. */
export async function revokeParticipantCertificate({ db, editionId, form, actor }: RunSubmission) {
  const parsed = RevokeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return formInvalid(
      { reason: parsed.error.issues[0]?.message ?? "Motivo non valido." },
      formValues(form),
    );
  }
  const revoked = await revokeCertificate(db, {
    editionId,
    certificateId: parsed.data.certificateId,
    reason: parsed.data.reason,
    actor,
  });
  if (revoked === null) return refused(["Attestato non trovato in questa edizione."]);
  if (!revoked) return refused(["Questo attestato era già stato revocato."]);
  return formDone({ message: "Attestato revocato: la verifica pubblica ora dice «Revocato»." });
}
