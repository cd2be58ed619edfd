/**
 * The participant's private page /iscrizioni/{token} (decision 059), found by
 * the hash of its link. No account: the link is the key, so a wrong or
 * replaced token finds nothing; any link issued to the enrolment opens it
 * (decision 067).
 */
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import {
  certificates,
  courseEditions,
  courses,
  enrolmentAccessTokens,
  enrolments,
  invoices,
} from "~/platform/db/schema";
import { deleteStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { hashToken } from "~/platform/security/token-hash.server";
import { acceptsEnrolments } from "~/features/enrolments/editions.server";
import { changeEnrolmentStatuses } from "~/features/enrolments/edition-run.server";
import { PAID_STATUSES, takesSeat } from "~/features/enrolments/participant-status";
import { amountLabel } from "~/features/enrolments/editions";
import { balanceFor } from "~/features/enrolments/ledger.server";
import { voucherForParticipant } from "~/features/enrolments/voucher-labels";
import { withStoredPaymentFile, type Receipt } from "~/features/enrolments/payment-files.server";
import { now } from "~/platform/clock.server";
import { participantPagePath } from "~/features/enrolments/journey/participant-link";
import { publicLesson } from "~/features/enrolments/lessons/lesson-hours";
import { listLessons } from "~/features/enrolments/lessons/lessons.server";
import { questionnaireStateOf } from "~/features/questionnaire/public-api.server";

/** randomBytes(32) as base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Who acts in the history when the participant does something on their page. */
const PARTICIPANT: Actor = { id: null, label: "Partecipante (pagina personale)" };

/** An enrolment by the token of its link, with its edition, course and attestato; null when none. */
export async function findByToken(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({
      enrolment: enrolments,
      edition: courseEditions,
      courseTitle: courses.title,
      certificateCode: certificates.code,
      certificateRevokedAt: certificates.revokedAt,
    })
    .from(enrolmentAccessTokens)
    .innerJoin(enrolments, eq(enrolments.id, enrolmentAccessTokens.enrolmentId))
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .leftJoin(certificates, eq(certificates.enrolmentId, enrolments.id))
    .where(eq(enrolmentAccessTokens.hash, hashToken(token)));
  return row ?? null;
}

type Found = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/** Place 1, 2, … on the edition's waiting list, served oldest first (seats.server.ts). */
async function waitingPosition(db: Db, e: Found["enrolment"]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.editionId, e.editionId),
        eq(enrolments.status, "lista_attesa"),
        or(
          lt(enrolments.createdAt, e.createdAt),
          and(eq(enrolments.createdAt, e.createdAt), lt(enrolments.reference, e.reference)),
        ),
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** Why the participant cannot cancel on the page, or null when they can. */
function cancelProblem(found: Found, at: Date): string | null {
  const { enrolment: e, edition } = found;
  if (e.status === "annullata" || e.status === "respinta" || e.status === "completata") {
    return "Questa iscrizione non si può più annullare.";
  }
  if (e.paymentMethod === "ordine_scuola") {
    return "La tua iscrizione è pagata con l'ordine della tua scuola: per cambiarla scrivi alla segreteria, che concorda con il referente della scuola chi partecipa al tuo posto.";
  }
  if (!acceptsEnrolments({ status: "aperta", enrolmentDeadline: edition.enrolmentDeadline }, at)) {
    return "La scadenza delle iscrizioni a questa edizione è passata: per annullare scrivi alla segreteria.";
  }
  return null;
}

/** Whether the participant may still add a payment receipt (before the payment is checked). */
function takesReceipt(e: Found["enrolment"]): boolean {
  return (
    (e.status === "ricevuta" || e.status === "lista_attesa") && e.paymentMethod !== "ordine_scuola"
  );
}

/** An online meeting's address, when the edition's place is one. */
function meetingLink(place: string): string | null {
  return /^https?:\/\/\S+$/i.test(place.trim()) ? place.trim() : null;
}

/**
 * What 'La tua iscrizione' shows, picked column by column (the page's data
 * goes into its HTML): null when the token opens nothing.
 */
export async function participantPage(db: Db, token: string) {
  const found = await findByToken(db, token);
  if (!found) return null;
  const { enrolment: e, edition } = found;
  const seated = takesSeat(e.status);
  const link = meetingLink(edition.place);
  const cancel = cancelProblem(found, now());
  const questionnaire = await questionnaireStateOf(db, e, edition);
  return {
    reference: e.reference,
    fullName: e.fullName,
    status: e.status,
    waitingPosition: e.status === "lista_attesa" ? await waitingPosition(db, e) : null,
    course: found.courseTitle,
    edition: {
      startDate: edition.startDate,
      endDate: edition.endDate,
      schedule: edition.schedule,
      mode: edition.mode,
      // The meeting's link only to someone holding a seat; the place to anyone enrolled.
      place: link ? null : edition.place,
      meetingLink: link && seated ? link : null,
      meetingLinkHidden: Boolean(link) && !seated,
      deadline: edition.enrolmentDeadline?.toISOString() ?? null,
    },
    payment: {
      method: e.paymentMethod,
      paid: PAID_STATUSES.includes(e.status),
      // The amount frozen when the enrolment was made (decision 058).
      price: amountLabel(e.amountDueCents),
      receiptName: e.fileOriginalName,
      // A buono checked online (decision 062), with what is left to pay by transfer.
      voucher: voucherForParticipant(e, (await balanceFor(db, e)).leftCents),
      takesReceipt: takesReceipt(e),
    },
    // The lessons with their online link only to someone holding a seat (decision 060).
    lessons: (await listLessons(db, edition.id)).map((lesson) => ({
      ...publicLesson(lesson),
      onlineUrl: seated ? lesson.onlineUrl : null,
    })),
    calendarPath: `${participantPagePath(token)}/calendario.ics`,
    cancel: { allowed: cancel === null, problem: cancel },
    certificateCode:
      found.certificateCode && !found.certificateRevokedAt ? found.certificateCode : null,
    // The invoices feature's PDF copy (decision 063), once the invoice is issued.
    invoicePath: (await hasInvoice(db, e.id)) ? `${participantPagePath(token)}/fattura` : null,
    questionnaire: {
      ...questionnaire,
      // The attestato's PDF waits for the answer (decision 066).
      blocksCertificate: edition.questionnaireRequired && e.questionnaireAnswered === false,
    },
  };
}

/**
 * Whether the enrolment's invoice was issued. Read from the table, not
 * through the invoices feature, which imports this one (no cycle, decision 056).
 */
async function hasInvoice(db: Db, enrolmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.enrolmentId, enrolmentId), eq(invoices.documentType, "TD01")));
  return Boolean(row);
}

/** The enrolment a private link opens (its id), or null: for the invoices feature's download. */
export async function enrolmentIdByToken(db: Db, token: string): Promise<string | null> {
  return (await findByToken(db, token))?.enrolment.id ?? null;
}

export type ParticipantPage = NonNullable<Awaited<ReturnType<typeof participantPage>>>;

export type CancelOutcome = { ok: true } | { ok: false; problem: string } | null;

/**
 * Cancels the enrolment of `token` as the participant asked, through the same
 * verb staff use (changeEnrolmentStatuses): 'annullata', its seat freed and
 * taken by the first on the waiting list, a history row. Refused after the
 * edition's deadline and for a school's order. Null when the token opens nothing.
 */
export async function cancelOwnEnrolment(db: Db, env: Env, token: string): Promise<CancelOutcome> {
  const found = await findByToken(db, token);
  if (!found) return null;
  const problem = cancelProblem(found, now());
  if (problem) return { ok: false, problem };
  const result = await changeEnrolmentStatuses(db, env, {
    editionId: found.edition.id,
    status: "annullata",
    // The status it was read with: a change by staff meanwhile refuses (decision 039).
    selected: [{ id: found.enrolment.id, shown: found.enrolment.status }],
    actor: PARTICIPANT,
  });
  if (!result) return null;
  return result.ok ? { ok: true } : { ok: false, problem: result.problems.join(" ") };
}

/**
 * Stores a payment receipt sent later from the page (checked like the form's,
 * payment-files.server.ts), replacing an earlier one. False when the
 * enrolment no longer takes one; null when the token opens nothing.
 */
export async function addOwnReceipt(db: Db, token: string, file: Receipt): Promise<boolean | null> {
  const found = await findByToken(db, token);
  if (!found) return null;
  if (!takesReceipt(found.enrolment)) return false;
  const e = found.enrolment;
  return withStoredPaymentFile(db, file, async (tx, stored) => {
    const [updated] = await tx
      .update(enrolments)
      .set({
        fileKey: stored!.file,
        fileOriginalName: stored!.originalName,
        fileMime: stored!.mime,
        fileSize: stored!.size,
        fileSha256: stored!.sha256,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(enrolments.id, e.id),
          e.fileKey === null ? isNull(enrolments.fileKey) : eq(enrolments.fileKey, e.fileKey),
        ),
      )
      .returning({ id: enrolments.id });
    if (!updated) return false;
    if (e.fileKey) await deleteStoredFile(tx, receiptKey(e.fileKey));
    await recordChange(tx, {
      actor: PARTICIPANT,
      action: "update",
      entityType: "enrolment",
      entityId: e.id,
      summary: `Iscrizione ${e.reference}: ricevuta di pagamento aggiunta dalla pagina personale`,
    });
    return true;
  });
}
