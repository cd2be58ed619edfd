/**
 * The CEDILS form (spec §3, §5) in the enrolment model (decision
 * 049): each submission is an enrolment in the CEDILS course's open
 * CEDILS edition, written by the general form's path (storeEnrolment; the
 * reference CED-2025-0042 doubles as the payment reference). Its own fields go
 * in `enrolments.details`. Staff handle them with every other enrolment in
 * /admin/iscrizioni.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { WorkerDeps } from "~/context";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, enrolments } from "~/platform/db/schema";
import type { RegistrationInput } from "~/features/enrolments/enrolment-schemas";
import type { UploadedFile } from "~/platform/forms/uploads.server";
import { CEDILS_COURSE_ID } from "~/features/courses/public-api";
import { registrationCourse } from "~/features/courses/public-api.server";
import { acceptsEnrolments } from "~/features/enrolments/editions.server";
import {
  EditionClosedError,
  personOf,
  storeEnrolment,
} from "~/features/enrolments/enrolments.server";
import { checkPaymentFile, type Receipt } from "~/features/enrolments/payment-files.server";

/** Spec §9: the course starts with at least this many participants. */
export const ACTIVATION_THRESHOLD = 10;

/**
 * The CEDILS edition taking registrations (decision 049): the CEDILS course's
 * latest edition with the CEDILS form that is open and before its deadline.
 * Its start year names it (CEDILS 2025 → CED-2025-…): the page, the payment
 * reason and the references all read it here. With none open, `id` is null
 * and the year is the course's edition year (the current year without one).
 * `priceCents`: what a registration owes (decision 058), null without a price.
 */
export async function cedilsEdition(
  db: Db,
): Promise<{ id: string | null; year: number; priceCents: number | null }> {
  const editions = await db
    .select()
    .from(courseEditions)
    .where(and(eq(courseEditions.courseId, CEDILS_COURSE_ID), eq(courseEditions.form, "cedils")))
    .orderBy(desc(courseEditions.startDate), desc(courseEditions.createdAt));
  const open = editions.find((e) => acceptsEnrolments(e));
  if (open)
    return { id: open.id, year: Number(open.startDate.slice(0, 4)), priceCents: open.priceCents };
  const course = await registrationCourse(db);
  return { id: null, year: course?.editionYear ?? now().getFullYear(), priceCents: null };
}

const RECEIPT_MESSAGES = {
  missing: "Allega la ricevuta del pagamento (PDF, JPG, PNG, HEIC o HEIF).",
  wrongType:
    "Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF: carica la ricevuta in uno di questi formati.",
};
/** Spec §5: at most 10 MB (uploads.server.ts, MAX_RECEIPT_BYTES). */
export const RECEIPT_TOO_LARGE_ERRORS = {
  paymentReceipt:
    "La ricevuta supera la dimensione massima di 10 MB: carica un file più leggero (ad esempio una foto a risoluzione più bassa o un PDF).",
};

/** Spec §5: the uploaded payment receipt, its type read from its bytes. */
export function checkReceipt(files: UploadedFile[]) {
  return checkPaymentFile(files, "paymentReceipt", RECEIPT_MESSAGES);
}

/**
 * Stores a CEDILS registration as an enrolment in the CEDILS edition. Throws
 * EditionClosedError when no CEDILS edition takes enrolments.
 */
export async function createCedilsEnrolment(
  deps: Pick<WorkerDeps, "database">,
  input: Omit<RegistrationInput, "privacy">,
  receipt: Receipt,
) {
  const edition = await cedilsEdition(deps.database.db);
  if (!edition.id) throw new EditionClosedError();
  return storeEnrolment(deps, {
    editionId: edition.id,
    course: { courseId: CEDILS_COURSE_ID, form: "cedils" },
    values: {
      ...personOf(input),
      // The CEDILS page offers the bank transfer (or the voucher sent as a receipt).
      paymentMethod: "bonifico",
      details: {
        address: input.address,
        city: input.city,
        ...(input.subject ? { subject: input.subject } : {}),
        schoolType: input.schoolType,
        laureaType: input.laureaType,
        laureaIn: input.laureaIn,
        isAnilsMember: input.isAnilsMember === "Sì",
      },
    },
    file: receipt,
    mails: ["cedils.mail-school", "cedils.mail-enrollee"],
  });
}

/** Confirmed enrolments in the open CEDILS edition, to compare with ACTIVATION_THRESHOLD. */
export async function countConfirmedCedils(db: Db): Promise<number> {
  const edition = await cedilsEdition(db);
  if (!edition.id) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.editionId, edition.id), eq(enrolments.status, "confermata")));
  return row?.n ?? 0;
}
