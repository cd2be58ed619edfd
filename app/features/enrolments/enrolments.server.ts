/**
 * Enrolments in a course edition (decision 043): the general form at
 * /corsi/{slug}/iscrizione. Two visitors racing for the last seat are
 * serialised by the edition's lock: one gets it, the other joins the waiting
 * list (decision 043).
 */
import { and, asc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { courseEditions, courses, enrolments, type CourseEdition } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import type { EnrolmentInput } from "~/features/enrolments/enrolment-schemas";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { isUuid } from "~/platform/uuid";
import { participantLinkFor } from "~/features/enrolments/journey/access-links.server";
import { ALREADY_ENROLLED_MESSAGE } from "~/features/enrolments/journey/resend-link";
import { ENDED_STATUSES } from "~/features/enrolments/participant-status";
import { bumpContentVersion } from "~/platform/records/content-version.server";
import { lockEditionSeats } from "~/features/enrolments/seats.server";
import { acceptsEnrolments } from "~/features/enrolments/editions.server";
import { amountDueFor } from "~/features/enrolments/editions";
import { invoiceDetailsOf } from "~/features/enrolments/invoice-details";
import {
  confirmAfterEnrolment,
  queueVoucherWork,
  voucherColumns,
  type VoucherCheck,
} from "~/features/enrolments/vouchers.server";
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

/**
 * The person (by fiscal code) already holds a live enrolment in the edition:
 * nothing was stored (decision 059).
 */
export class AlreadyEnrolledError extends Error {
  constructor() {
    super(ALREADY_ENROLLED_MESSAGE);
  }
}

export type EnrolmentOutcome = {
  id: string;
  reference: string;
  waitingList: boolean;
  /** The private page's path with its token (decisions 059, 067): shown once, then only its hash is kept. */
  pagePath: string;
  /** Frozen from the edition's price (decision 058); null when it has none. */
  amountDueCents: number | null;
  /** What the payment reason names of the edition. */
  edition: { startDate: string };
};

/**
 * The live enrolment of `fiscalCode` in the edition, if any; call it under
 * the edition's lock when the answer decides a write.
 */
export async function liveEnrolmentOf(tx: Db, editionId: string, fiscalCode: string) {
  const [row] = await tx
    .select({ id: enrolments.id, email: enrolments.email })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.editionId, editionId),
        eq(sql`upper(${enrolments.fiscalCode})`, fiscalCode.toUpperCase()),
        notInArray(enrolments.status, [...ENDED_STATUSES]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What a form stores about the person and the payment (the edition, status and file are added here). */
type EnrolmentValues = Omit<
  typeof enrolments.$inferInsert,
  | "id"
  | "reference"
  | "editionId"
  | "status"
  | "fileKey"
  | "fileOriginalName"
  | "fileMime"
  | "fileSize"
  | "fileSha256"
  | "amountDueCents"
>;

/** The person enrolling, as both forms ask for them (ENROLLING_PERSON). */
export function personOf(
  input: Pick<EnrolmentValues, "fullName" | "fiscalCode" | "email" | "phone">,
) {
  return {
    fullName: input.fullName,
    fiscalCode: input.fiscalCode,
    email: input.email,
    phone: input.phone,
  };
}

const REFERENCE_CODES = { generale: "ISC", cedils: "CED" } as const;

/**
 * The one write path of both enrolment forms (decision 043, 049): the edition
 * is checked (of `course`, with the server's clock) under its lock; the row
 * takes a seat, or the waiting list when none is left. Throws
 * EditionClosedError when the edition does not take enrolments,
 * AlreadyEnrolledError when the fiscal code holds a live enrolment in it.
 */
export async function storeEnrolment(
  deps: Pick<WorkerDeps, "database">,
  enrolment: {
    editionId: string;
    /** The course and the form the edition must be of. */
    course: Pick<CourseEdition, "courseId" | "form">;
    values: EnrolmentValues;
    file: Receipt | null;
    /** The buono as the ministry's service Checked it before storing (decision 062); null on the manual path. */
    voucher?: VoucherCheck | null;
    /** The outbox jobs' kinds: to the school, to the person. */
    mails:
      | readonly ["enrolment.mail-school", "enrolment.mail-enrollee"]
      | readonly ["cedils.mail-school", "cedils.mail-enrollee"];
  },
): Promise<EnrolmentOutcome> {
  const outcome = await withStoredPaymentFile(
    deps.database.db,
    enrolment.file,
    async (tx, stored) => {
      const seats = await lockEditionSeats(tx, enrolment.editionId);
      const { courseId, form } = enrolment.course;
      const fits = seats?.edition.courseId === courseId && seats.edition.form === form;
      if (!seats || !fits || !acceptsEnrolments(seats.edition)) {
        throw new EditionClosedError();
      }
      // One seat per person: checked under the edition's lock, so two copies
      // of one submission sent together store exactly one.
      if (await liveEnrolmentOf(tx, seats.edition.id, enrolment.values.fiscalCode)) {
        throw new AlreadyEnrolledError();
      }
      const waitingList = seats.left === 0;
      const year = Number(seats.edition.startDate.slice(0, 4));
      const reference = await nextReference(tx, REFERENCE_CODES[form], year);
      const [row] = await tx
        .insert(enrolments)
        .values({
          ...enrolment.values,
          ...voucherColumns(enrolment.voucher ?? null),
          reference,
          editionId: seats.edition.id,
          // Frozen now, under the edition's lock: a later price change never reaches it (058).
          amountDueCents: amountDueFor(seats.edition, enrolment.values.paymentMethod),
          fileKey: stored?.file ?? null,
          fileOriginalName: stored?.originalName ?? null,
          fileMime: stored?.mime ?? null,
          fileSize: stored?.size ?? null,
          fileSha256: stored?.sha256 ?? null,
          status: waitingList ? "lista_attesa" : "ricevuta",
        })
        .returning({ id: enrolments.id, amountDueCents: enrolments.amountDueCents });
      if (enrolment.voucher) await queueVoucherWork(tx, row!.id, enrolment.voucher, !waitingList);
      const pagePath = await participantLinkFor(tx, row!.id);
      // The person's mail issues its own link when it is sent (decision 067):
      // the outbox row never holds a token.
      for (const kind of enrolment.mails) await enqueueJob(tx, kind, { enrolmentId: row!.id });
      // The course page shows the seats left: its cached copy is stale now.
      await bumpContentVersion(tx);
      return {
        id: row!.id,
        reference,
        waitingList,
        pagePath,
        amountDueCents: row!.amountDueCents,
        edition: { startDate: seats.edition.startDate },
      };
    },
  );
  wakeJobs();
  return outcome;
}

/**
 * Stores an enrolment in `courseId`'s edition `input.editionId` (the general
 * form). Throws EditionClosedError when the edition does not take enrolments.
 */
export async function createEnrolment(
  deps: WorkerDeps,
  courseId: string,
  input: Omit<EnrolmentInput, "privacy" | "paymentFile" | "voucherOnline">,
  file: Receipt | null,
  voucher: VoucherCheck | null = null,
): Promise<EnrolmentOutcome> {
  const order = input.paymentMethod === "ordine_scuola";
  const outcome = await storeEnrolment(deps, {
    editionId: input.editionId,
    course: { courseId, form: "generale" },
    values: {
      ...personOf(input),
      school: input.school,
      role: input.role,
      paymentMethod: input.paymentMethod,
      voucherCode: input.paymentMethod === "carta_docente" ? (input.voucherCode ?? null) : null,
      orderSchoolName: order ? (input.orderSchoolName ?? null) : null,
      orderSchoolCode: order ? (input.orderSchoolCode?.toUpperCase() ?? null) : null,
      orderInvoiceAddress: order ? (input.orderInvoiceAddress ?? null) : null,
      // The person's own invoice needs where they live (decision 063); a school's order is invoiced to the school.
      details: order ? {} : invoiceDetailsOf(input),
    },
    // The file goes only with the methods that need one (a buono checked online needs none).
    file: order || voucher ? null : file,
    voucher,
    mails: ["enrolment.mail-school", "enrolment.mail-enrollee"],
  });
  // A seat was granted: the buono is spent now (the queued job covers a crash or a refused connection).
  if (voucher?.state === "verificato" && !outcome.waitingList) {
    await confirmAfterEnrolment(deps, outcome.id);
  }
  return outcome;
}

/**
 * Enrolments with their course and edition (`where` narrows them), oldest
 * first: the e-mails read one, the office's CSV all of them.
 */
export function readEnrolmentsWithCourse(db: Db, where?: SQL) {
  return db
    .select({
      enrolment: enrolments,
      courseTitle: courses.title,
      startDate: courseEditions.startDate,
      endDate: courseEditions.endDate,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(where)
    .orderBy(asc(enrolments.createdAt), asc(enrolments.reference));
}

/** An enrolment with its course and edition, for the e-mails; null when it is gone. */
export async function getEnrolmentWithCourse(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await readEnrolmentsWithCourse(db, eq(enrolments.id, id));
  return row ?? null;
}
