/**
 * Enrolments in a course edition (issue 25): the general form at
 * /corsi/{slug}/iscrizione. The payment proof is stored first, then one
 * transaction locks the edition row, counts its seats, and writes the
 * enrolment (a seat, or the waiting list when none is left) with its outbox
 * e-mails. Two visitors racing for the last seat are serialised by the lock:
 * one gets it, the other joins the waiting list (decision 043).
 */
import { eq } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { courseEditions, courses, enrolments } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import type { EnrolmentInput } from "~/platform/forms/validation";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { isUuid } from "~/platform/uuid";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { lockEditionSeats } from "~/features/enrolments/seats.server";
import { acceptsEnrolments } from "~/features/enrolments/editions.server";
import {
  nextReference,
  withStoredPaymentFile,
  type Receipt,
} from "~/features/enrolments/payment-files.server";

/** The edition is gone, closed, or past its deadline: nothing was stored. */
export class EditionClosedError extends Error {
  constructor() {
    super(
      "Le iscrizioni a questa edizione sono chiuse: la scadenza è passata o l'edizione non è più aperta. Scegli un'altra edizione o scrivici dalla pagina Contatti.",
    );
  }
}

export type EnrolmentOutcome = { id: string; reference: string; waitingList: boolean };

/**
 * Stores an enrolment in `courseId`'s edition `input.editionId`. Throws
 * EditionClosedError when the edition does not take enrolments (checked under
 * the lock, with the server's clock).
 */
export async function createEnrolment(
  deps: Pick<WorkerDeps, "database" | "env">,
  courseId: string,
  input: Omit<EnrolmentInput, "privacy" | "paymentFile">,
  file: Receipt | null,
): Promise<EnrolmentOutcome> {
  // The file goes only with the methods that need one.
  const proof = input.paymentMethod === "ordine_scuola" ? null : file;
  const outcome = await withStoredPaymentFile(deps.database.db, proof, async (tx, stored) => {
    const seats = await lockEditionSeats(tx, input.editionId);
    if (
      !seats ||
      seats.edition.courseId !== courseId ||
      seats.edition.form !== "generale" ||
      !acceptsEnrolments(seats.edition)
    ) {
      throw new EditionClosedError();
    }
    const waitingList = seats.left === 0;
    const year = Number(seats.edition.startDate.slice(0, 4));
    const reference = await nextReference(tx, enrolments, enrolments.reference, "ISC", year);
    const order = input.paymentMethod === "ordine_scuola";
    const [row] = await tx
      .insert(enrolments)
      .values({
        reference,
        editionId: seats.edition.id,
        fullName: input.fullName,
        fiscalCode: input.fiscalCode,
        email: input.email,
        phone: input.phone,
        school: input.school,
        role: input.role,
        paymentMethod: input.paymentMethod,
        voucherCode: input.paymentMethod === "carta_docente" ? (input.voucherCode ?? null) : null,
        orderSchoolName: order ? (input.orderSchoolName ?? null) : null,
        orderSchoolCode: order ? (input.orderSchoolCode?.toUpperCase() ?? null) : null,
        orderInvoiceAddress: order ? (input.orderInvoiceAddress ?? null) : null,
        fileKey: stored?.file ?? null,
        fileOriginalName: stored?.originalName ?? null,
        fileMime: stored?.mime ?? null,
        fileSize: stored?.size ?? null,
        fileSha256: stored?.sha256 ?? null,
        status: waitingList ? "lista_attesa" : "ricevuta",
      })
      .returning({ id: enrolments.id });
    await enqueueJob(tx, "enrolment.mail-school", { enrolmentId: row!.id });
    await enqueueJob(tx, "enrolment.mail-enrollee", { enrolmentId: row!.id });
    // The course page shows the seats left: its cached copy is stale now.
    await bumpContentVersion(tx);
    return { id: row!.id, reference, waitingList };
  });
  wakeJobs();
  return outcome;
}

/** An enrolment with its course and edition, for the e-mails; null when it is gone. */
export async function getEnrolmentWithCourse(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      enrolment: enrolments,
      courseTitle: courses.title,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
      price: courseEditions.price,
      coursePrice: courses.price,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(eq(enrolments.id, id));
  return row ?? null;
}
