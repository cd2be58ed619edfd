/**
 * A school's order for several teachers in one edition (decision 064): all
 * the seats are taken in one transaction under the edition's lock, or none;
 * one reference (ORD-2027-0001) for the order, and each teacher an enrolment
 * of their own with their private page (decision 059). The contact person
 * follows the order on /ordini-scuola/{token}.
 */
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, courses, enrolments, schoolOrders } from "~/platform/db/schema";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { createToken, hashToken } from "~/platform/security/token-hash.server";
import {
  acceptsEnrolments,
  EditionClosedError,
  liveEnrolmentOf,
  lockEditionSeats,
  nextReference,
} from "~/features/enrolments/public-api.server";
import { amountDueFor } from "~/features/enrolments/public-api";
import type { SchoolOrderInput } from "~/features/school-orders/school-order-schemas";

/** Fewer seats are left than teachers in the order: nothing was stored. */
export class NotEnoughSeatsError extends Error {
  constructor(
    readonly left: number,
    readonly asked: number,
  ) {
    super(
      left === 0
        ? `I posti di questa edizione sono esauriti: l'ordine per ${asked} docenti non è stato registrato. Scegli un'altra edizione o scrivici per organizzarne una per la tua scuola.`
        : `In questa edizione ${left === 1 ? "resta 1 posto libero" : `restano ${left} posti liberi`} e l'ordine ha ${asked} docenti: non abbiamo registrato nulla. Togli ${asked - left === 1 ? "un docente" : `${asked - left} docenti`} e invia di nuovo, oppure scegli un'altra edizione.`,
    );
  }
}

/** Teachers (by their form rows) already holding a live enrolment in the edition: nothing was stored. */
export class TeachersAlreadyEnrolledError extends Error {
  constructor(readonly rows: number[]) {
    super(
      "Questo docente ha già un'iscrizione in corso a questa edizione: toglilo dall'ordine (la sua iscrizione resta valida).",
    );
  }
}

/** The tokens are randomBytes(32) in base64url (decision 059). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type SchoolOrderOutcome = {
  reference: string;
  /** The contact's status page token: shown once, then only its hash is kept. */
  token: string;
  teachers: number;
  amountTotalCents: number | null;
};

/**
 * Stores the order and one enrolment per teacher, or nothing. Throws
 * EditionClosedError (not an open general-form edition of `courseId`),
 * TeachersAlreadyEnrolledError or NotEnoughSeatsError.
 */
export async function createSchoolOrder(
  deps: Pick<WorkerDeps, "database">,
  courseId: string,
  input: Omit<SchoolOrderInput, "privacy">,
): Promise<SchoolOrderOutcome> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const seats = await lockEditionSeats(tx, input.editionId);
    const edition = seats?.edition;
    if (!edition || edition.courseId !== courseId || edition.form !== "generale")
      throw new EditionClosedError();
    if (!acceptsEnrolments(edition)) throw new EditionClosedError();
    const enrolled: number[] = [];
    for (const teacher of input.teachers) {
      if (await liveEnrolmentOf(tx, edition.id, teacher.fiscalCode)) enrolled.push(teacher.row);
    }
    if (enrolled.length > 0) throw new TeachersAlreadyEnrolledError(enrolled);
    // The whole order or nothing: a school buys its teachers' places together.
    if (seats!.left < input.teachers.length)
      throw new NotEnoughSeatsError(seats!.left, input.teachers.length);

    const year = Number(edition.startDate.slice(0, 4));
    const unit = amountDueFor(edition, "ordine_scuola");
    const invoiceAddress = input.kind === "statale" ? input.ipaCode! : input.sdiOrPec!;
    const access = createToken();
    const reference = await nextReference(tx, "ORD", year, "schoolOrders");
    const [order] = await tx
      .insert(schoolOrders)
      .values({
        reference,
        editionId: edition.id,
        schoolName: input.schoolName,
        fiscalCode: input.schoolFiscalCode,
        street: input.street,
        postalCode: input.postalCode,
        city: input.city,
        province: input.province,
        kind: input.kind,
        recipientCode:
          input.kind === "statale"
            ? input.ipaCode!
            : /@/.test(invoiceAddress)
              ? null
              : invoiceAddress.toUpperCase(),
        pec: input.kind === "paritaria" && /@/.test(invoiceAddress) ? invoiceAddress : null,
        cig: input.cig,
        cup: input.cup ?? null,
        purchaseOrderNumber: input.orderNumber,
        purchaseOrderDate: input.orderDate,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        amountTotalCents: unit === null ? null : unit * input.teachers.length,
        accessTokenHash: access.hash,
      })
      .returning({ id: schoolOrders.id });
    for (const teacher of input.teachers) {
      const [row] = await tx
        .insert(enrolments)
        .values({
          reference: await nextReference(tx, "ISC", year),
          editionId: edition.id,
          fullName: teacher.fullName,
          fiscalCode: teacher.fiscalCode,
          email: teacher.email,
          // The school's form asks no teacher's phone: the contact person answers for them.
          phone: "",
          school: input.schoolName,
          role: "Docente",
          paymentMethod: "ordine_scuola",
          orderSchoolName: input.schoolName,
          orderInvoiceAddress: invoiceAddress,
          amountDueCents: unit,
          status: "ricevuta",
          schoolOrderId: order!.id,
        })
        .returning({ id: enrolments.id });
      // Each teacher's own page, as for an enrolment of their own: the mail
      // issues its private link when it is sent (decision 067).
      await enqueueJob(tx, "enrolment.mail-enrollee", { enrolmentId: row!.id });
    }
    await enqueueJob(tx, "school-order.mail-contact", { orderId: order!.id, token: access.token });
    await enqueueJob(tx, "school-order.mail-school", { orderId: order!.id });
    // The course page shows the seats left: its cached copy is stale now.
    await bumpContentVersion(tx);
    return {
      reference,
      token: access.token,
      teachers: input.teachers.length,
      amountTotalCents: unit === null ? null : unit * input.teachers.length,
    };
  });
  wakeJobs();
  return outcome;
}

/** An order with its edition and course; null when there is none. */
export async function getSchoolOrder(db: Db, where: { id: string } | { token: string }) {
  const condition =
    "id" in where
      ? eq(schoolOrders.id, where.id)
      : TOKEN_SHAPE.test(where.token)
        ? eq(schoolOrders.accessTokenHash, hashToken(where.token))
        : null;
  if (!condition) return null;
  const [row] = await db
    .select({ order: schoolOrders, edition: courseEditions, courseTitle: courses.title })
    .from(schoolOrders)
    .innerJoin(courseEditions, eq(courseEditions.id, schoolOrders.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(condition);
  return row ?? null;
}

/** The order's teachers (their enrolments), in the order they were typed. */
export function orderTeachers(db: Db, orderId: string, liveOnly = false) {
  return db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.schoolOrderId, orderId),
        liveOnly ? notInArray(enrolments.status, ["annullata", "respinta"]) : undefined,
      ),
    )
    .orderBy(asc(enrolments.reference));
}
