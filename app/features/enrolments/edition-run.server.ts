/**
 * Running a course edition. The rules shared with the enrolment form: every
 * change to an edition's seat occupancy first locks the edition row
 * (`select … for update`) in the same transaction; the waiting list is served
 * first come, first served (`created_at`).
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import {
  certificates,
  courseEditions,
  courses,
  enrolments,
  type CourseEdition,
  type Enrolment,
} from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { isUuid } from "~/platform/uuid";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { mailConfigured } from "~/platform/mail.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { conflictError, RecordConflictError } from "~/platform/records/editable-record.server";
import { lockEditionSeats, takenSeats } from "~/features/enrolments/seats.server";
import {
  ENROLMENT_STATUS_LABELS,
  PAID_STATUSES,
  SEATLESS_STATUSES,
  takesSeat,
  transitionProblem,
  type EnrolmentStatus,
} from "~/features/enrolments/participant-status";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { now } from "~/platform/clock.server";
import { isoDateInRome } from "~/platform/format-date";
import { balanceFor, recordPayment } from "~/features/enrolments/ledger.server";
import { queueConfirmOnPromotion } from "~/features/enrolments/vouchers.server";
import type { PersonalColumns } from "~/features/privacy/public-api.server";

/** An edition with its course, when both ids match; null otherwise. */
export async function getEditionForStaff(db: Db, courseId: string, editionId: string) {
  if (!isUuid(courseId) || !isUuid(editionId)) return null;
  const [row] = await db
    .select({ edition: courseEditions, courseTitle: courses.title, courseSlug: courses.slug })
    .from(courseEditions)
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(and(eq(courseEditions.id, editionId), eq(courseEditions.courseId, courseId)));
  return row ?? null;
}

async function seatsTaken(db: Db, editionId: string): Promise<number> {
  return (await takenSeats(db, [editionId])).get(editionId) ?? 0;
}

export type Participant = Enrolment & {
  certificate: { id: string; code: string; revokedAt: Date | null } | null;
};

/** Everyone enrolled in an edition, in the order they enrolled, with their attestato if any. */
export async function listParticipants(db: Db, editionId: string): Promise<Participant[]> {
  const rows = await db
    .select({
      enrolment: enrolments,
      certificateId: certificates.id,
      certificateCode: certificates.code,
      certificateRevokedAt: certificates.revokedAt,
    })
    .from(enrolments)
    .leftJoin(certificates, eq(certificates.enrolmentId, enrolments.id))
    .where(eq(enrolments.editionId, editionId))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.reference));
  return rows.map((r) => ({
    ...r.enrolment,
    certificate:
      r.certificateId && r.certificateCode
        ? { id: r.certificateId, code: r.certificateCode, revokedAt: r.certificateRevokedAt }
        : null,
  }));
}

/** Writes a change to one enrolment and its history row, in the caller's transaction. */
async function updateEnrolment(
  tx: Db,
  e: Pick<Enrolment, "id" | "reference" | "fullName">,
  change: {
    set: Partial<Pick<Enrolment, "status" | "hoursAttended" | "seatTakenAt">>;
    action: string;
    what: string;
  },
  actor: Actor,
): Promise<void> {
  await tx
    .update(enrolments)
    .set({ ...change.set, updatedAt: new Date() })
    .where(eq(enrolments.id, e.id));
  await recordChange(tx, {
    actor,
    action: change.action,
    entityType: "enrolment",
    entityId: e.id,
    summary: `Iscrizione ${e.reference}: ${change.what}`,
  });
}

/**
 * Fills the seats free in a locked edition from its waiting list, oldest
 * first. Returns the names promoted.
 */
async function serveWaitingList(
  tx: Db,
  edition: CourseEdition,
  actor: Actor,
  env: Env,
  at: Date = new Date(),
): Promise<string[]> {
  const free = edition.seats - (await seatsTaken(tx, edition.id));
  if (free <= 0) return [];
  const waiting = await tx
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.editionId, edition.id), eq(enrolments.status, "lista_attesa")))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.reference))
    .limit(free)
    .for("update");
  for (const w of waiting) {
    await updateEnrolment(
      tx,
      w,
      {
        // The days to pay by transfer count from now (decision 061).
        set: { status: "ricevuta", seatTakenAt: at },
        action: "status",
        what: "dalla lista d'attesa a «Ricevuta» (si è liberato un posto)",
      },
      actor,
    );
    if (mailConfigured(env)) await enqueueJob(tx, "enrolment.mail-promoted", { enrolmentId: w.id });
    // Only now a seat is granted: a buono checked online is spent (never for the waiting list).
    await queueConfirmOnPromotion(tx, w);
  }
  return waiting.map((w) => w.fullName);
}

/** Decision 039's refusal, naming the participant: «Lucia Ferrara: questa iscrizione è stata modificata da …». */
async function enrolmentConflict(
  tx: Db,
  e: Enrolment,
  words: { notDone: string; reload: string },
): Promise<RecordConflictError> {
  const error = await conflictError(tx, {
    subject: { noun: "Iscrizione", feminine: true },
    entityType: "enrolment",
    entityId: e.id,
    ...words,
  });
  const message = error.message.charAt(0).toLowerCase() + error.message.slice(1);
  return new RecordConflictError(`${e.fullName}: ${message}`);
}

/**
 * Staff saying an enrolment is paid is money received (decision 061): what is
 * still due goes into the ledger as a 'manuale' payment, so the payments are
 * the truth and the participant gets the paid e-mail and the invoice.
 */
async function recordWhatIsLeft(tx: Db, e: Enrolment, actor: Actor): Promise<void> {
  const balance = await balanceFor(tx, e);
  if (!balance.leftCents) return;
  await recordPayment(tx, {
    enrolmentId: e.id,
    method: "manuale",
    amountCents: balance.leftCents,
    receivedOn: isoDateInRome(now()),
    note: "Pagamento verificato dalla segreteria",
    recordedBy: actor.id,
  });
}

/**
 * Whether the ledger says this enrolment is paid (money received covers what
 * is due): then it cannot be marked unpaid by hand, only by voiding the
 * payment that was wrong (decision 061). Nothing due and nothing received is
 * not "paid": such a status was set by hand and may be undone by hand.
 */
async function paidInFull(tx: Db, e: Enrolment): Promise<boolean> {
  const balance = await balanceFor(tx, e);
  return balance.leftCents === 0 && balance.paidCents > 0;
}

/**
 * Releases a seat held by an enrolment not paid in time (decision 061), in the
 * caller's transaction, the edition already locked: the enrolment becomes
 * 'annullata' with its history row, and the waiting list is served as when
 * staff free a seat. Returns the names promoted.
 */
export async function releaseUnpaidSeat(
  tx: Db,
  edition: CourseEdition,
  e: Pick<Enrolment, "id" | "reference" | "fullName">,
  env: Env,
  at: Date,
): Promise<string[]> {
  await updateEnrolment(
    tx,
    e,
    {
      set: { status: "annullata" },
      action: "release",
      what: "posto liberato automaticamente, il bonifico non è arrivato in tempo",
    },
    RELEASE_ACTOR,
  );
  const promoted = await serveWaitingList(tx, edition, RELEASE_ACTOR, env, at);
  await bumpContentVersion(tx);
  return promoted;
}

/** Who the history names for the automatic release. */
const RELEASE_ACTOR: Actor = { id: null, label: "Sistema (pagamenti scaduti)" };

export type Selected = { id: string; shown?: string };

export type StatusChange =
  { ok: true; changed: number; promoted: string[] } | { ok: false; problems: string[] };

/**
 * Moves the selected participants of an edition to `status`, all or none:
 * under the edition's lock, each one must still have the status it was shown
 * with (else RecordConflictError, decision 039) and be allowed to move there
 * (else the Italian reasons, nothing changed). A seat freed is taken at once
 * by the first on the waiting list. Null when the edition is gone.
 */
export async function changeEnrolmentStatuses(
  db: Db,
  env: Env,
  input: { editionId: string; status: EnrolmentStatus; selected: Selected[]; actor: Actor },
): Promise<StatusChange | null> {
  const ids = input.selected.map((s) => s.id).filter(isUuid);
  const result = await db.transaction(async (tx): Promise<StatusChange | null> => {
    const edition = (await lockEditionSeats(tx, input.editionId))?.edition;
    if (!edition) return null;
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select({
              enrolment: enrolments,
              certificateRevokedAt: certificates.revokedAt,
              certificateId: certificates.id,
            })
            .from(enrolments)
            .leftJoin(certificates, eq(certificates.enrolmentId, enrolments.id))
            .where(and(eq(enrolments.editionId, edition.id), inArray(enrolments.id, ids)))
            .orderBy(asc(enrolments.createdAt))
            .for("update", { of: enrolments });
    if (rows.length === 0) {
      return { ok: false, problems: ["Seleziona almeno un partecipante."] };
    }
    if (rows.length !== input.selected.length) {
      return {
        ok: false,
        problems: [
          "Un partecipante selezionato non è più iscritto a questa edizione: ricarica la pagina.",
        ],
      };
    }
    for (const { enrolment: e } of rows) {
      const shown = input.selected.find((s) => s.id === e.id)?.shown;
      if (shown !== undefined && shown !== e.status) {
        throw await enrolmentConflict(tx, e, {
          notDone: "Nessuno stato è stato cambiato",
          reload: "ricarica la pagina per vedere lo stato attuale",
        });
      }
    }
    const problems: string[] = [];
    for (const { enrolment: e, certificateId, certificateRevokedAt } of rows) {
      const problem = transitionProblem(e.fullName, e.status, input.status);
      if (problem) problems.push(problem);
      else if (e.status === "completata" && certificateId && !certificateRevokedAt) {
        problems.push(
          `${e.fullName} ha un attestato valido: revocalo prima di riportare l'iscrizione a «${ENROLMENT_STATUS_LABELS[input.status]}».`,
        );
      } else if (
        e.status === "pagamento_verificato" &&
        input.status === "ricevuta" &&
        (await paidInFull(tx, e))
      ) {
        problems.push(
          `${e.fullName}: i pagamenti registrati coprono tutto il dovuto, quindi l'iscrizione resta pagata. Se un pagamento registrato a mano è sbagliato, annullalo con «Annulla questo pagamento» nella pagina del partecipante: l'iscrizione torna da sola a «Ricevuta».`,
        );
      }
    }
    const entering = rows.filter(
      ({ enrolment: e }) => !takesSeat(e.status) && takesSeat(input.status),
    ).length;
    if (problems.length === 0 && entering > 0) {
      const free = edition.seats - (await seatsTaken(tx, edition.id));
      if (entering > free) {
        problems.push(
          free <= 0
            ? "Non ci sono posti liberi in questa edizione: chi è in lista d'attesa entra quando si libera un posto."
            : `In questa edizione ${free === 1 ? "resta 1 posto libero" : `restano ${free} posti liberi`}: seleziona al massimo ${free} ${free === 1 ? "persona" : "persone"} dalla lista d'attesa.`,
        );
      }
    }
    if (problems.length > 0) return { ok: false, problems };
    for (const { enrolment: e } of rows) {
      if (input.status === "pagamento_verificato" && e.status === "ricevuta") {
        await recordWhatIsLeft(tx, e, input.actor);
      }
      const entersSeat = !takesSeat(e.status) && takesSeat(input.status);
      await updateEnrolment(
        tx,
        e,
        {
          set: { status: input.status, ...(entersSeat ? { seatTakenAt: new Date() } : {}) },
          action: "status",
          what: `stato «${ENROLMENT_STATUS_LABELS[input.status]}»`,
        },
        input.actor,
      );
      // A cancelled enrolment that was invoiced gets its credit note (the
      // invoices feature's job does nothing when there is no invoice).
      if (input.status === "annullata" && e.status !== "annullata") {
        await enqueueJob(tx, "invoice.credit-note", { enrolmentId: e.id });
      }
      // The participant hears that the seat is theirs, in the same transaction (decision 067).
      if (input.status === "confermata" && e.status !== "confermata" && mailConfigured(env)) {
        await enqueueJob(tx, "enrolment.mail-confirmed", { enrolmentId: e.id });
      }
    }
    const promoted = await serveWaitingList(tx, edition, input.actor, env);
    // The course page shows the seats left: its cached copy is stale now.
    await bumpContentVersion(tx);
    return { ok: true, changed: rows.length, promoted };
  });
  if (result?.ok && (result.promoted.length > 0 || input.status === "confermata")) wakeJobs();
  return result;
}

export type HoursChange = { id: string; hours: number; shown?: number };

/**
 * Saves the hours attended of the participants whose value changed, all or
 * none; a value changed by someone else since the page was shown refuses the
 * whole save (decision 039). Returns how many changed; null when the edition
 * has no such participant.
 */
export async function saveHoursAttended(
  db: Db,
  input: { editionId: string; changes: HoursChange[]; actor: Actor },
): Promise<number | null> {
  const changes = input.changes.filter((c) => isUuid(c.id) && c.hours !== c.shown);
  if (changes.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(enrolments)
      .where(
        and(
          eq(enrolments.editionId, input.editionId),
          inArray(
            enrolments.id,
            changes.map((c) => c.id),
          ),
        ),
      )
      .for("update");
    if (rows.length !== changes.length) return null;
    for (const e of rows) {
      const change = changes.find((c) => c.id === e.id)!;
      if (change.shown !== undefined && change.shown !== e.hoursAttended) {
        throw await enrolmentConflict(tx, e, {
          notDone: "Le ore non sono state salvate",
          reload: "ricarica la pagina per vedere le ore attuali e riscrivi le tue",
        });
      }
      await updateEnrolment(
        tx,
        e,
        {
          set: { hoursAttended: change.hours },
          action: "update",
          what: `ore frequentate ${change.hours}`,
        },
        input.actor,
      );
    }
    return rows.length;
  });
}

const inStatuses = (statuses: readonly EnrolmentStatus[]) =>
  sql<number>`cast(count(${enrolments.id}) filter (where ${inArray(enrolments.status, [...statuses])}) as integer)`;

/** The staff dashboard's counts of every open edition: enrolled of seats, paid, waiting. */
export async function openEditionCounts(db: Db) {
  const rows = await db
    .select({
      id: courseEditions.id,
      courseId: courseEditions.courseId,
      courseTitle: courses.title,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      seats: courseEditions.seats,
      enrolled: sql<number>`cast(count(${enrolments.id}) filter (where ${notInArray(enrolments.status, [...SEATLESS_STATUSES])}) as integer)`,
      paid: inStatuses(PAID_STATUSES),
      waiting: inStatuses(["lista_attesa"]),
    })
    .from(courseEditions)
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .leftJoin(enrolments, eq(enrolments.editionId, courseEditions.id))
    .where(eq(courseEditions.status, "aperta"))
    .groupBy(courseEditions.id, courses.title)
    .orderBy(asc(courseEditions.startDate), asc(courses.title));
  return rows.map((r) => ({
    ...r,
    enrolled: Number(r.enrolled),
    paid: Number(r.paid),
    waiting: Number(r.waiting),
  }));
}

/** The columns of an edition's participants CSV (exports.server.ts decides who gets which). */
export const PARTICIPANT_COLUMNS: PersonalColumns<Participant> = [
  ["Riferimento", (p) => p.reference],
  ["Data", (p) => p.createdAt.toLocaleString("it-IT", { timeZone: "Europe/Rome" })],
  ["Stato", (p) => ENROLMENT_STATUS_LABELS[p.status]],
  ["Nome e Cognome", (p) => p.fullName],
  ["Codice Fiscale", (p) => p.fiscalCode, "fiscal-code"],
  ["Email", (p) => p.email],
  ["Telefono", (p) => p.phone],
  ["Scuola", (p) => p.school],
  ["Ruolo", (p) => p.role],
  ["Pagamento", (p) => PAYMENT_METHOD_LABELS[p.paymentMethod]],
  ["Codice buono", (p) => p.voucherCode ?? ""],
  ["Scuola pagante", (p) => p.orderSchoolName ?? ""],
  ["Ore frequentate", (p) => String(p.hoursAttended)],
  [
    "Attestato",
    (p) =>
      p.certificate ? `${p.certificate.code}${p.certificate.revokedAt ? " (revocato)" : ""}` : "",
  ],
];

/**
 * One participant, when the course and the edition of the address are theirs;
 * null otherwise (a participant's pages, proof and export answer 404 under
 * another course's or edition's address).
 */
export async function getParticipant(
  db: Db,
  ids: { courseId: string; editionId: string; enrolmentId: string },
) {
  if (!isUuid(ids.courseId) || !isUuid(ids.editionId) || !isUuid(ids.enrolmentId)) return null;
  const [row] = await db
    .select({ enrolment: enrolments })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(
      and(
        eq(enrolments.id, ids.enrolmentId),
        eq(enrolments.editionId, ids.editionId),
        eq(courseEditions.courseId, ids.courseId),
      ),
    );
  return row?.enrolment ?? null;
}

/** An enrolment with what the e-mail about it names: course and edition. */
export async function getEnrolmentWithEdition(db: Db, enrolmentId: string) {
  if (!isUuid(enrolmentId)) return null;
  const [row] = await db
    .select({ enrolment: enrolments, edition: courseEditions, courseTitle: courses.title })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(eq(enrolments.id, enrolmentId));
  return row ?? null;
}
