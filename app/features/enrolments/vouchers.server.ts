/**
 * The Carta del Docente checked and spent online (decision 062), when the
 * ministry's service is configured: Check before an enrolment is stored,
 * Confirm once when the enrolment holds a seat (at once, or when promoted
 * from the waiting list), each call written to `voucher_calls` before it is
 * made and updated after it. Spent money goes to the payments ledger; what
 * the buono does not cover is due by bank transfer.
 */
import { desc, eq } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import type { Db } from "~/platform/db/client.server";
import { enrolments, voucherCalls, type Enrolment } from "~/platform/db/schema";
import { cartaDocenteConfig, type Env } from "~/platform/env.server";
import {
  cartaDocenteClient,
  CartaDocenteUnavailable,
  type FaultCode,
} from "~/platform/carta-docente/client.server";
import { enqueueJob, wakeJobs, type JobHandler } from "~/platform/jobs.server";
import { toRomeWallClock } from "~/platform/rome-time";
import { isUuid } from "~/platform/uuid";
import { balanceFor, recordPayment } from "~/features/enrolments/ledger.server";
import { takesSeat } from "~/features/enrolments/participant-status";
import { amountLabel } from "~/features/enrolments/editions";
import {
  beneficiaryDiffers,
  STAFF_CHECKED,
  VOUCHER_STATE_LABELS,
} from "~/features/enrolments/voucher-labels";
import { bankDetails } from "~/features/settings/public-api.server";

/** What the enrolment form says beside the code for each fault of the Check. */
export const VOUCHER_FAULT_MESSAGES: Record<FaultCode, string> = {
  "01": "Il codice del buono non è nel formato atteso: controllalo (di solito 8 lettere e numeri, senza spazi) e riprova.",
  "02": "Questo buono non è disponibile: è già stato usato o annullato, oppure il codice non esiste. Controlla il codice o genera un nuovo buono.",
  "03": "Il servizio della Carta del Docente non ha accettato la richiesta: riprova più tardi o scegli il bonifico.",
  "04": "L'importo chiesto supera quello del buono: genera un buono dell'importo del corso o scegli il bonifico.",
  "05": "In questo momento la scuola non può accettare i buoni della Carta del Docente: scegli il bonifico o scrivici dalla pagina Contatti.",
  "06": "Questo buono non vale per questo tipo di acquisto: generane uno per «Formazione e aggiornamento» (corsi di enti accreditati).",
};

/** Days an unpaid seat stays held after a buono was refused at Confirm. */
export const SEAT_HELD_DAYS = 7;

/** The Check refused the code: nothing was stored; the message goes beside the field. */
export class VoucherRefusedError extends Error {}

/** What the Check before storing found: spendable, or not known yet (the service did not answer). */
export type VoucherCheck =
  | { state: "verificato"; code: string; amountCents: number; beneficiary: string }
  | { state: "da_verificare"; code: string };

const JOB_CHECK = "carta-docente.check";
const JOB_CONFIRM = "carta-docente.confirm";
const JOB_MAIL_REFUSED = "carta-docente.mail-refused";

function client(env: Env) {
  return cartaDocenteClient(env, cartaDocenteConfig(env));
}

/** Whether buoni are checked with the ministry's service (else staff check the code and PDF). */
export function vouchersOnline(env: Env): boolean {
  return cartaDocenteConfig(env) !== null;
}

/**
 * Check, before anything is stored. Throws VoucherRefusedError with the
 * Italian message of a fault; a service that does not answer leaves the
 * buono 'da_verificare' (a job checks it again).
 */
export async function checkVoucher(env: Env, code: string): Promise<VoucherCheck> {
  const service = client(env);
  if (!service) throw new Error("Carta del Docente: service not configured");
  try {
    const answer = await service.check(code);
    if (!answer.ok) throw new VoucherRefusedError(VOUCHER_FAULT_MESSAGES[answer.fault]);
    return {
      state: "verificato",
      code,
      amountCents: answer.amountCents,
      beneficiary: answer.beneficiary,
    };
  } catch (error) {
    if (error instanceof CartaDocenteUnavailable) return { state: "da_verificare", code };
    throw error;
  }
}

/** The enrolment's columns for a buono checked before storing. */
export function voucherColumns(check: VoucherCheck | null) {
  if (!check) return {};
  return check.state === "verificato"
    ? {
        voucherState: "verificato" as const,
        voucherAmountCents: check.amountCents,
        voucherBeneficiary: check.beneficiary,
      }
    : { voucherState: "da_verificare" as const };
}

/**
 * In the enrolment's transaction: the Check's row, and the jobs that carry
 * the buono on (a Check again when the service did not answer; a Confirm when
 * a seat was granted, which also makes it survive a crash before
 * `confirmVoucher` runs).
 */
export async function queueVoucherWork(
  tx: Db,
  enrolmentId: string,
  check: VoucherCheck,
  seat: boolean,
): Promise<void> {
  await tx.insert(voucherCalls).values({
    enrolmentId,
    code: check.code,
    operation: "check",
    amountCents: check.state === "verificato" ? check.amountCents : null,
    outcome: check.state === "verificato" ? "ok" : "non_raggiunto",
    detail: check.state === "verificato" ? `beneficiario ${check.beneficiary}` : "",
  });
  if (check.state === "da_verificare") await enqueueJob(tx, JOB_CHECK, { enrolmentId });
  else if (seat) await queueConfirm(tx, enrolmentId);
}

/** The waiting list gave this enrolment a seat: its buono, if checked online, is spent by a job. */
export async function queueConfirmOnPromotion(tx: Db, enrolment: Enrolment): Promise<void> {
  if (enrolment.paymentMethod === "carta_docente" && enrolment.voucherState !== null) {
    await queueConfirm(tx, enrolment.id);
  }
}

/** A job that spends the enrolment's buono (it does nothing unless the buono is 'verificato'). */
export async function queueConfirm(tx: Db, enrolmentId: string): Promise<void> {
  await enqueueJob(tx, JOB_CONFIRM, { enrolmentId });
}

/**
 * Locks the enrolment row first in every transaction that writes a buono's
 * call: the same order as `confirmVoucher`'s first step (enrolment, then
 * call), so a second Confirm waiting on the call's unique index never
 * deadlocks with the first one recording its answer.
 */
async function lockEnrolment(tx: Db, enrolmentId: string) {
  await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId))
    .for("update");
}

async function setVoucherState(tx: Db, enrolmentId: string, set: Partial<Enrolment>) {
  await tx
    .update(enrolments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(enrolments.id, enrolmentId));
}

export type ConfirmResult = "speso" | "rifiutato" | "esito_da_verificare" | "nulla_da_fare";

/**
 * Confirm, exactly once per buono: under the enrolment's lock, the amount
 * (the buono's, at most what is still due) and a 'inviata' row are written
 * first; the unique index on a buono's Confirm lets only one such row exist,
 * so a second caller (another instance, a job and the request) sends nothing.
 * An answer that never came leaves the row 'esito_da_verificare' for staff;
 * a request that surely never left (refused connection) is forgotten and
 * CartaDocenteUnavailable is thrown so the job tries again.
 */
export async function confirmVoucher(
  deps: WorkerDeps,
  enrolmentId: string,
): Promise<ConfirmResult> {
  const service = client(deps.env);
  if (!service || !isUuid(enrolmentId)) return "nulla_da_fare";
  const { db } = deps.database;
  const planned = await db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, enrolmentId))
      .for("update");
    if (!e?.voucherCode || e.paymentMethod !== "carta_docente") return null;
    if (e.voucherState !== "verificato" || !takesSeat(e.status)) return null;
    const { leftCents } = await balanceFor(tx, e);
    const amountCents = Math.min(e.voucherAmountCents ?? 0, leftCents ?? 0);
    if (amountCents <= 0) return null;
    const [call] = await tx
      .insert(voucherCalls)
      .values({
        enrolmentId,
        code: e.voucherCode,
        operation: "confirm",
        amountCents,
        outcome: "inviata",
      })
      .onConflictDoNothing()
      .returning({ id: voucherCalls.id });
    return call ? { callId: call.id, code: e.voucherCode, amountCents } : null;
  });
  if (!planned) return "nulla_da_fare";
  const { callId, code, amountCents } = planned;
  let answer;
  try {
    answer = await service.confirm(code, amountCents);
  } catch (error) {
    if (error instanceof CartaDocenteUnavailable && !error.sent) {
      await db.delete(voucherCalls).where(eq(voucherCalls.id, callId));
      throw error;
    }
    deps.log.warn({ err: error, enrolmentId }, "Carta del Docente: Confirm senza risposta");
    await db.transaction(async (tx) => {
      await lockEnrolment(tx, enrolmentId);
      const detail = error instanceof Error ? error.message : String(error);
      await tx
        .update(voucherCalls)
        .set({ outcome: "esito_da_verificare", detail, updatedAt: new Date() })
        .where(eq(voucherCalls.id, callId));
      await setVoucherState(tx, enrolmentId, { voucherState: "esito_da_verificare" });
    });
    return "esito_da_verificare";
  }
  if (!answer.ok) {
    await db.transaction(async (tx) => {
      await lockEnrolment(tx, enrolmentId);
      await tx
        .update(voucherCalls)
        .set({
          outcome: "fault",
          faultCode: answer.fault,
          detail: answer.message,
          updatedAt: new Date(),
        })
        .where(eq(voucherCalls.id, callId));
      await setVoucherState(tx, enrolmentId, { voucherState: "non_valido" });
      await enqueueJob(tx, JOB_MAIL_REFUSED, { enrolmentId, fault: answer.fault });
    });
    wakeJobs();
    return "rifiutato";
  }
  await db.transaction(async (tx) => {
    await lockEnrolment(tx, enrolmentId);
    await tx
      .update(voucherCalls)
      .set({ outcome: "ok", detail: answer.outcome, updatedAt: new Date() })
      .where(eq(voucherCalls.id, callId));
    await setVoucherState(tx, enrolmentId, { voucherState: "speso" });
    // The invoice to the ministry reads spent buoni from the ledger by this method and code.
    await recordPayment(tx, {
      enrolmentId,
      method: "carta_docente",
      sourceRef: code,
      amountCents,
      receivedOn: toRomeWallClock(new Date()).date,
    });
  });
  wakeJobs();
  return "speso";
}

/** Confirm right after a request gave a seat: a failure is logged, the queued job carries on. */
export async function confirmAfterEnrolment(deps: WorkerDeps, enrolmentId: string): Promise<void> {
  try {
    await confirmVoucher(deps, enrolmentId);
  } catch (error) {
    deps.log.warn({ err: error, enrolmentId }, "Carta del Docente: Confirm rimandato");
  }
}

/**
 * The job that checks again a buono the service did not answer about:
 * CartaDocenteUnavailable makes the queue retry with back-off; once checked,
 * a buono of an enrolment holding a seat is spent.
 */
async function recheckVoucher(deps: WorkerDeps, enrolmentId: string): Promise<void> {
  const service = client(deps.env);
  const { db } = deps.database;
  if (!service || !isUuid(enrolmentId)) return;
  const [e] = await db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  if (!e?.voucherCode || e.voucherState !== "da_verificare") return;
  const code = e.voucherCode;
  let answer;
  try {
    answer = await service.check(code);
  } catch (error) {
    if (error instanceof CartaDocenteUnavailable) {
      await db.insert(voucherCalls).values({
        enrolmentId,
        code,
        operation: "check",
        outcome: "non_raggiunto",
        detail: error.message,
      });
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await lockEnrolment(tx, enrolmentId);
    await tx.insert(voucherCalls).values({
      enrolmentId,
      code,
      operation: "check",
      amountCents: answer.ok ? answer.amountCents : null,
      outcome: answer.ok ? "ok" : "fault",
      faultCode: answer.ok ? null : answer.fault,
      detail: answer.ok ? `beneficiario ${answer.beneficiary}` : answer.message,
    });
    if (answer.ok) {
      await setVoucherState(tx, enrolmentId, {
        voucherState: "verificato",
        voucherAmountCents: answer.amountCents,
        voucherBeneficiary: answer.beneficiary,
      });
    } else {
      await setVoucherState(tx, enrolmentId, { voucherState: "non_valido" });
      await enqueueJob(tx, JOB_MAIL_REFUSED, { enrolmentId, fault: answer.fault });
    }
  });
  if (answer.ok) await confirmVoucher(deps, enrolmentId);
  else wakeJobs();
}

/** The calls made for one enrolment's buono, newest first (the participant's staff page). */
function voucherCallsOf(db: Db, enrolmentId: string) {
  return db
    .select()
    .from(voucherCalls)
    .where(eq(voucherCalls.enrolmentId, enrolmentId))
    .orderBy(desc(voucherCalls.createdAt));
}

/**
 * The mail to a teacher whose buono the service refused after the enrolment
 * was stored, up to the bank details; the mail framework (inbox/mails,
 * decision 067) adds the page's link and the contacts. Null when it is gone.
 */
export async function voucherRefusedMail(db: Db, payload: Record<string, unknown>) {
  const enrolmentId = String(payload.enrolmentId);
  if (!isUuid(enrolmentId)) return null;
  const [e] = await db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  if (!e) return null;
  const { leftCents } = await balanceFor(db, e);
  const bank = bankDetails();
  const fault = VOUCHER_FAULT_MESSAGES[payload.fault as FaultCode] ?? "";
  const seat = takesSeat(e.status);
  return {
    enrolmentId: e.id,
    to: { name: e.fullName, address: e.email },
    subject: `Buono della Carta del Docente non accettato – ${e.reference}`,
    lines: [
      `Gentile ${e.fullName},`,
      ``,
      `il servizio della Carta del Docente non ha accettato il buono ${e.voucherCode ?? ""} per l'iscrizione ${e.reference}. ${fault}`,
      ``,
      seat
        ? `Il tuo posto resta riservato per ${SEAT_HELD_DAYS} giorni: in questo tempo completa il pagamento${leftCents ? ` di ${amountLabel(leftCents)}` : ""} con bonifico, causale ${e.reference}.`
        : `Completa il pagamento con bonifico, causale ${e.reference}, o scrivici.`,
      `Beneficiario: ${bank.beneficiary}`,
      `Banca: ${bank.bank}`,
      `IBAN: ${bank.iban}`,
    ],
  };
}

/** The buoni's jobs: the server adds them to the outbox worker's handlers (server/workers.ts). */
export const VOUCHER_JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [JOB_CHECK]: {
    available: vouchersOnline,
    run: (deps, payload) => recheckVoucher(deps, String(payload.enrolmentId)),
  },
  [JOB_CONFIRM]: {
    available: vouchersOnline,
    run: async (deps, payload) => {
      await confirmVoucher(deps, String(payload.enrolmentId));
    },
  },
};

const OPERATION_LABELS = {
  check: "Verifica",
  confirm: "Conferma (spesa)",
  attivazione: "Attivazione",
};
const OUTCOME_LABELS = {
  inviata: "inviata, in attesa di risposta",
  ok: "riuscita",
  fault: "non riuscita",
  esito_da_verificare: "esito da verificare: nessuna risposta",
  non_raggiunto: "servizio non raggiunto",
};

/**
 * The buono as the participant's staff page shows it: its state, what is
 * flagged (a beneficiary's fiscal code other than the teacher's, an answer
 * to find out, a refusal) and every call; null on the manual path.
 */
export async function voucherPanel(db: Db, e: Enrolment) {
  if (e.voucherState === null) return null;
  const calls = await voucherCallsOf(db, e.id);
  const { leftCents } = await balanceFor(db, e);
  const flags: string[] = [];
  if (beneficiaryDiffers(e.voucherBeneficiary, e.fiscalCode)) {
    flags.push(
      `Il buono risulta intestato a ${e.voucherBeneficiary}, non al codice fiscale dell'iscritto (${e.fiscalCode}): verifica con la persona.`,
    );
  }
  if (e.voucherState === "esito_da_verificare" || e.voucherState === "non_valido") {
    flags.push(VOUCHER_STATE_LABELS[e.voucherState]);
  }
  if (e.voucherState === "non_valido" && takesSeat(e.status)) {
    flags.push(
      `Posto tenuto per ${SEAT_HELD_DAYS} giorni dal rifiuto in attesa del bonifico${leftCents ? ` di ${amountLabel(leftCents)}` : ""}.`,
    );
  }
  const unanswered = calls.find(
    (c) => c.operation === "confirm" && c.outcome === "esito_da_verificare",
  );
  return {
    state: VOUCHER_STATE_LABELS[e.voucherState],
    amount: amountLabel(e.voucherAmountCents),
    beneficiary: e.voucherBeneficiary,
    left: leftCents ? amountLabel(leftCents) : null,
    flags,
    /** The Confirm staff may settle («Esito verificato sul portale esercenti»): its amount. */
    unanswered:
      unanswered && e.voucherState === "esito_da_verificare"
        ? { amount: amountLabel(unanswered.amountCents) ?? "" }
        : null,
    calls: calls.map((c) => ({
      id: c.id,
      at: c.createdAt,
      operation: OPERATION_LABELS[c.operation],
      amount: amountLabel(c.amountCents),
      // A call settled by staff says so, and by whom, in its detail.
      outcome: c.detail.includes(STAFF_CHECKED)
        ? `esito ${c.detail}`
        : `${OUTCOME_LABELS[c.outcome]}${c.faultCode ? ` (codice ${c.faultCode})` : ""}`,
    })),
  };
}

export type VoucherPanelData = NonNullable<Awaited<ReturnType<typeof voucherPanel>>>;
