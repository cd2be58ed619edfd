/**
 * The contact person's page of a school's order, /ordini-scuola/{token}
 * (decision 064): the order's status, its teachers and theirs, the amount;
 * and the one change the contact makes there, replacing a teacher before the
 * edition's deadline (teachers of an order do not cancel themselves,
 * decision 059). The link is the key, as for the participant's page.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { enrolments } from "~/platform/db/schema";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import {
  acceptsEnrolments,
  liveEnrolmentOf,
  revokeParticipantLinks,
  lockEditionSeats,
} from "~/features/enrolments/public-api.server";
import {
  amountLabel,
  editionDates,
  editionModeLabel,
  ENROLMENT_STATUS_LABELS,
} from "~/features/enrolments/public-api";
import { getSchoolOrder, orderTeachers } from "~/features/school-orders/school-orders.server";
import { ORDER_STATUS_LABELS } from "~/features/school-orders/order-decisions.server";
import type { Teacher } from "~/features/school-orders/school-order-schemas";

/** Who acts in the history when the contact changes something on the order's page. */
const CONTACT: Actor = { id: null, label: "Referente della scuola (pagina dell'ordine)" };

const REPLACEABLE = new Set(["ricevuta", "pagamento_verificato", "confermata"]);

/** Why teachers cannot be replaced now, or null when they can. */
function replaceProblem(
  order: { status: string },
  edition: Parameters<typeof acceptsEnrolments>[0],
): string | null {
  if (order.status === "annullato") return "L'ordine è annullato: non si può più cambiare.";
  if (!acceptsEnrolments(edition))
    return "La scadenza delle iscrizioni a questa edizione è passata: per sostituire un docente scrivi alla segreteria.";
  return null;
}

/** What the order's page shows; null for a token that opens nothing. */
export async function schoolOrderPage(db: Db, token: string) {
  const found = await getSchoolOrder(db, { token });
  if (!found) return null;
  const { order, edition, courseTitle } = found;
  const teachers = await orderTeachers(db, order.id);
  const problem = replaceProblem(order, edition);
  return {
    reference: order.reference,
    status: ORDER_STATUS_LABELS[order.status],
    schoolName: order.schoolName,
    cig: order.cig,
    cup: order.cup,
    purchaseOrder: `${order.purchaseOrderNumber} del ${order.purchaseOrderDate.split("-").reverse().join("/")}`,
    amount: amountLabel(order.amountTotalCents),
    course: courseTitle,
    edition: `${editionModeLabel(edition.mode)}, ${editionDates(edition)}${edition.place ? `, ${edition.place}` : ""}`,
    invoiceNote:
      order.status === "accettato"
        ? "L'ordine è accettato: la fattura elettronica (FPA12) è emessa per il totale e arriva alla scuola tramite il Sistema di Interscambio."
        : order.status === "ricevuto"
          ? "La segreteria controlla l'ordine; quando lo accetta emette una sola fattura elettronica per il totale."
          : null,
    replaceProblem: problem,
    teachers: teachers.map((t) => ({
      id: t.id,
      reference: t.reference,
      fullName: t.fullName,
      email: t.email,
      status: ENROLMENT_STATUS_LABELS[t.status],
      replaceable: problem === null && REPLACEABLE.has(t.status),
    })),
  };
}

export type ReplaceOutcome =
  { ok: true } | { ok: false; field: "fiscalCode" | "form"; message: string } | null;

/**
 * Puts `teacher` in the place of the order's enrolment `enrolmentId`, under
 * the edition's lock: same seat, reference and amount; a new private link
 * e-mailed to the new teacher (the old one stops opening anything). null when
 * the token or the enrolment is not of this order.
 */
export async function replaceTeacher(
  db: Db,
  token: string,
  enrolmentId: string,
  teacher: Omit<Teacher, "row">,
): Promise<ReplaceOutcome> {
  if (!isUuid(enrolmentId)) return null;
  const found = await getSchoolOrder(db, { token });
  if (!found) return null;
  const outcome = await db.transaction(async (tx): Promise<ReplaceOutcome> => {
    const seats = await lockEditionSeats(tx, found.order.editionId);
    const [current] = await tx
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.schoolOrderId, found.order.id)))
      .for("update");
    if (!seats || !current) return null;
    const problem = replaceProblem(found.order, seats.edition);
    if (problem) return { ok: false, field: "form", message: problem };
    if (!REPLACEABLE.has(current.status))
      return {
        ok: false,
        field: "form",
        message: `L'iscrizione di ${current.fullName} è «${ENROLMENT_STATUS_LABELS[current.status]}»: non si può sostituire.`,
      };
    if (await liveEnrolmentOf(tx, seats.edition.id, teacher.fiscalCode))
      return {
        ok: false,
        field: "fiscalCode",
        message: "Con questo codice fiscale c'è già un'iscrizione in corso a questa edizione.",
      };
    // The replaced teacher's links stop working; the new one's mail issues its own.
    await revokeParticipantLinks(tx, current.id);
    await tx
      .update(enrolments)
      .set({
        fullName: teacher.fullName,
        fiscalCode: teacher.fiscalCode,
        email: teacher.email,
        updatedAt: new Date(),
      })
      .where(eq(enrolments.id, current.id));
    await recordChange(tx, {
      actor: CONTACT,
      action: "update",
      entityType: "enrolment",
      entityId: current.id,
      // By reference, never by name: the history outlives the enrolment (decision 042).
      summary: `Ordine ${found.order.reference}: sostituito il docente dell'iscrizione ${current.reference}`,
    });
    await enqueueJob(tx, "enrolment.mail-enrollee", { enrolmentId: current.id });
    return { ok: true };
  });
  if (outcome?.ok) wakeJobs();
  return outcome;
}
