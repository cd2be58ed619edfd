/**
 * CEDILS registrations (spec §3, §5): each one gets a reference number
 * (CED-2025-0042) that doubles as the payment reference; its receipt file and
 * its row are stored together or not at all; the school and the registrant are
 * e-mailed by the outbox worker. Staff handle them in /admin/iscrizioni.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { readListPage, textMatch, type ListQuery } from "~/platform/list-query.server";
import type { RegistrationInput } from "~/platform/forms/validation";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { registrations, type Registration } from "~/platform/db/schema";
import type { WorkerDeps } from "~/context";
import { isUuid } from "~/platform/uuid";
import { csvDocument, type CsvColumns } from "~/features/enrolments/csv";
import { registrationCourse } from "~/features/courses/admin/courses-admin.server";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import type { UploadedFile } from "~/platform/forms/uploads.server";
import {
  checkPaymentFile,
  nextReference,
  withStoredPaymentFile,
  type Receipt,
} from "~/features/enrolments/payment-files.server";

export type RegistrationStatus = Registration["status"];

/** Spec §9: the course starts with at least this many participants. */
export const ACTIVATION_THRESHOLD = 10;

export const REGISTRATION_STATUSES: { value: RegistrationStatus; label: string }[] = [
  { value: "ricevuta", label: "Ricevuta" },
  { value: "pagamento_verificato", label: "Pagamento verificato" },
  { value: "confermata", label: "Confermata" },
  { value: "respinta", label: "Respinta" },
];

export function registrationStatusLabel(status: RegistrationStatus): string {
  return REGISTRATION_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/**
 * The CEDILS edition open for registration (decision 045): its course and the
 * CEDILS course's edition year (CEDILS 2025 → CED-2025-…), the current year
 * only when that course has none or is gone. The page, the payment reason and
 * the references all read its year here.
 */
export async function cedilsEdition(db: Db): Promise<{ courseId: string | null; year: number }> {
  const course = await registrationCourse(db);
  return { courseId: course?.id ?? null, year: course?.editionYear ?? now().getFullYear() };
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
 * Stores a registration: its receipt file (generated key), the row and its
 * outbox jobs in one transaction, so there is never a row without its file
 * nor a file without its row.
 */
export async function createRegistration(
  deps: Pick<WorkerDeps, "database">,
  input: Omit<RegistrationInput, "privacy">,
  receipt: Receipt,
): Promise<{ id: string; reference: string }> {
  const result = await withStoredPaymentFile(deps.database.db, receipt, async (tx, stored) => {
    // The reference carries the edition's year (CEDILS 2025 → CED-2025-…).
    const edition = await cedilsEdition(tx);
    const reference = await nextReference(
      tx,
      registrations,
      registrations.reference,
      "CED",
      edition.year,
    );
    const [row] = await tx
      .insert(registrations)
      .values({
        reference,
        fullName: input.fullName,
        fiscalCode: input.fiscalCode,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        subject: input.subject ?? null,
        schoolType: input.schoolType,
        laureaType: input.laureaType,
        laureaIn: input.laureaIn,
        isAnilsMember: input.isAnilsMember === "Sì",
        receiptFile: stored!.file,
        receiptOriginalName: stored!.originalName,
        receiptMime: stored!.mime,
        receiptSize: stored!.size,
        receiptSha256: stored!.sha256,
        courseId: edition.courseId,
      })
      .returning({ id: registrations.id });
    await enqueueJob(tx, "registration.mail-school", { registrationId: row!.id });
    await enqueueJob(tx, "registration.mail-registrant", { registrationId: row!.id });
    return { id: row!.id, reference };
  });
  wakeJobs();
  return result;
}

const listColumns = {
  id: registrations.id,
  reference: registrations.reference,
  fullName: registrations.fullName,
  email: registrations.email,
  city: registrations.city,
  schoolType: registrations.schoolType,
  status: registrations.status,
  createdAt: registrations.createdAt,
};

/**
 * Staff list, newest first, one page; `q` matches the reference, name, e-mail
 * or fiscal code, `status` narrows it further.
 */
export async function listRegistrations(db: Db, query: ListQuery, status?: RegistrationStatus) {
  const where = and(
    textMatch(
      [
        registrations.reference,
        registrations.fullName,
        registrations.email,
        registrations.fiscalCode,
      ],
      query.q,
    ),
    status ? eq(registrations.status, status) : undefined,
  );
  return readListPage(
    query,
    () => db.$count(registrations, where),
    (limit, offset) =>
      db
        .select(listColumns)
        .from(registrations)
        .where(where)
        .orderBy(desc(registrations.createdAt), desc(registrations.reference))
        .limit(limit)
        .offset(offset),
  );
}

export async function getRegistration(db: Db, id: string): Promise<Registration | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row ?? null;
}

/** A registration's status, locked until the transaction ends; null when it is unknown. */
export async function lockRegistrationStatus(
  tx: Db,
  id: string,
): Promise<RegistrationStatus | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, id))
    .for("update");
  return row?.status ?? null;
}

export async function setRegistrationStatus(
  db: Db,
  id: string,
  status: RegistrationStatus,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(registrations)
    .set({ status, updatedAt: new Date() })
    .where(eq(registrations.id, id))
    .returning({ id: registrations.id });
  return rows.length > 0;
}

/** Confirmed registrations, to compare with ACTIVATION_THRESHOLD. */
export async function countConfirmedRegistrations(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.status, "confermata"));
  return row?.n ?? 0;
}

/** Every registration, oldest first, for the CSV export. */
export async function listRegistrationsForExport(db: Db): Promise<Registration[]> {
  return db.select().from(registrations).orderBy(registrations.createdAt);
}

const CSV_COLUMNS: CsvColumns<Registration> = [
  ["Riferimento", (r) => r.reference],
  ["Data", (r) => r.createdAt.toLocaleString("it-IT", { timeZone: "Europe/Rome" })],
  ["Stato", (r) => registrationStatusLabel(r.status)],
  ["Nome e Cognome", (r) => r.fullName],
  ["Codice Fiscale", (r) => r.fiscalCode],
  ["Email", (r) => r.email],
  ["Telefono", (r) => r.phone],
  ["Indirizzo", (r) => r.address],
  ["Città", (r) => r.city],
  ["Materia", (r) => r.subject ?? ""],
  ["Tipo di scuola", (r) => r.schoolType],
  ["Tipo di laurea", (r) => r.laureaType],
  ["Laurea in", (r) => r.laureaIn],
  ["Socio ANILS", (r) => (r.isAnilsMember ? "Sì" : "No")],
  ["Ricevuta", (r) => r.receiptOriginalName],
];

/**
 * The CSV of the CEDILS registrations, one row per registration (csv.ts).
 * Without `fiscalCodes` the Codice Fiscale column is left out (a redattore's
 * export, decision 042).
 */
export function registrationsCsv(rows: Registration[], options: { fiscalCodes: boolean }): string {
  const columns = options.fiscalCodes
    ? CSV_COLUMNS
    : CSV_COLUMNS.filter(([header]) => header !== "Codice Fiscale");
  return csvDocument(columns, rows);
}
