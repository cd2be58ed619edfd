/**
 * CEDILS registrations (spec §3, §5): each one gets a reference number
 * (CED-2025-0042) that doubles as the payment reference; its receipt file and
 * its row are stored together or not at all; the school and the registrant are
 * e-mailed by the outbox worker. Staff handle them in /admin/iscrizioni.
 */
import { and, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import type { RegistrationInput } from "~/platform/forms/validation";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { registrations, type Registration } from "~/platform/db/schema";
import type { WorkerDeps } from "~/context";
import { isUuid } from "~/platform/uuid";
import { registrationCourse } from "~/features/courses/admin/courses-admin.server";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import {
  detectReceiptType,
  receiptsDir,
  removeReceipt,
  storeReceipt,
  type ReceiptType,
  type UploadedFile,
} from "~/platform/forms/uploads.server";

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

// Serialises reference numbering across instances (PostgreSQL) and requests.
const REFERENCE_LOCK_ID = 170_2017;

/** The next free reference of the year: CED-2025-0001, CED-2025-0002, … */
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

async function nextReference(tx: Db, year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_ID})`);
  const prefix = `CED-${year}-`;
  // Numeric maximum, so CED-2026-10000 follows CED-2026-9999.
  const [row] = await tx
    .select({
      last: sql<
        number | string | null
      >`max(cast(substring(${registrations.reference} from ${prefix.length + 1}::int) as integer))`,
    })
    .from(registrations)
    .where(like(registrations.reference, `${prefix}%`));
  const last = row?.last ? Number(row.last) : 0;
  return `${prefix}${String(last + 1).padStart(4, "0")}`;
}

export type Receipt = { bytes: Uint8Array; originalName: string; type: ReceiptType };

const RECEIPT_MISSING = "Allega la ricevuta del pagamento (PDF, JPG, PNG, HEIC o HEIF).";
const RECEIPT_WRONG_TYPE =
  "Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF: carica la ricevuta in uno di questi formati.";
/** Spec §5: at most 10 MB (uploads.server.ts, MAX_RECEIPT_BYTES). */
export const RECEIPT_TOO_LARGE_ERRORS = {
  paymentReceipt:
    "La ricevuta supera la dimensione massima di 10 MB: carica un file più leggero (ad esempio una foto a risoluzione più bassa o un PDF).",
};

/** Spec §5: the uploaded payment receipt, its type read from its bytes. */
export async function checkReceipt(
  files: UploadedFile[],
): Promise<{ ok: true; files: Receipt } | { ok: false; errors: { paymentReceipt: string } }> {
  const file = files.find((f) => f.field === "paymentReceipt");
  if (!file) return { ok: false, errors: { paymentReceipt: RECEIPT_MISSING } };
  const type = await detectReceiptType(file.bytes);
  if (!type) return { ok: false, errors: { paymentReceipt: RECEIPT_WRONG_TYPE } };
  return { ok: true, files: { bytes: file.bytes, originalName: file.originalName, type } };
}

/**
 * Stores a registration: the receipt file first (generated name), then the row
 * and its outbox jobs in one transaction. If the file cannot be written nothing
 * is stored; if the transaction fails the file is removed.
 */
export async function createRegistration(
  deps: Pick<WorkerDeps, "database" | "env"> & { uploadsDir?: string },
  input: Omit<RegistrationInput, "privacy">,
  receipt: Receipt,
): Promise<{ id: string; reference: string }> {
  const dir = deps.uploadsDir ?? receiptsDir(deps.env.DATA_DIR);
  const stored = await storeReceipt(dir, receipt.bytes, receipt.type);
  try {
    const result = await deps.database.db.transaction(async (tx) => {
      const edition = await cedilsEdition(tx);
      const reference = await nextReference(tx, edition.year);
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
          receiptFile: stored.file,
          receiptOriginalName: receipt.originalName,
          receiptMime: stored.mime,
          receiptSize: stored.size,
          receiptSha256: stored.sha256,
          courseId: edition.courseId,
        })
        .returning({ id: registrations.id });
      await enqueueJob(tx, "registration.mail-school", { registrationId: row!.id });
      await enqueueJob(tx, "registration.mail-registrant", { registrationId: row!.id });
      return { id: row!.id, reference };
    });
    wakeJobs();
    return result;
  } catch (error) {
    await removeReceipt(dir, stored.file);
    throw error;
  }
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

/** Staff list, newest first; `query` matches reference, name or e-mail. */
export async function listRegistrations(
  db: Db,
  filter: { query?: string; status?: RegistrationStatus } = {},
) {
  const q = filter.query?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(listColumns)
    .from(registrations)
    .where(
      and(
        pattern
          ? or(
              ilike(registrations.reference, pattern),
              ilike(registrations.fullName, pattern),
              ilike(registrations.email, pattern),
            )
          : undefined,
        filter.status ? eq(registrations.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.reference));
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

const CSV_COLUMNS: Array<[string, (r: Registration) => string]> = [
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

function csvCell(value: string): string {
  // A leading = + - @ would make Excel evaluate the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV for Excel in Italian locale: UTF-8 with BOM, semicolon separator, CRLF,
 * one row per registration.
 */
export function registrationsCsv(rows: Registration[]): string {
  const lines = [CSV_COLUMNS.map(([h]) => csvCell(h)).join(";")];
  for (const r of rows) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(r))).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
