/**
 * What the two enrolment forms (CEDILS, every course edition) share on the
 * server: the payment proof checked by its content, stored in the transaction
 * of the row naming it (decision 040), and the yearly reference numbers
 * (CED-2025-0042, ISC-2027-0001). The calls to the receipt storage are all
 * here, so moving the files elsewhere changes this module only.
 */
import { like, sql } from "drizzle-orm";
import { enrolments, schoolOrders } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import {
  detectReceiptType,
  storeReceipt,
  type ReceiptType,
  type StoredReceipt,
  type UploadedFile,
} from "~/platform/forms/uploads.server";

export type Receipt = { bytes: Uint8Array; originalName: string; type: ReceiptType };

type FileCheck<Required extends boolean> =
  | { ok: true; files: Required extends true ? Receipt : Receipt | null }
  | { ok: false; errors: Record<string, string> };

/**
 * The file sent in `field`, its type read from its bytes (spec §5: PDF, JPG,
 * PNG, HEIC, HEIF). Without `missing` the file is optional (null when absent).
 */
export async function checkPaymentFile(
  files: UploadedFile[],
  field: string,
  messages: { missing: string; wrongType: string },
): Promise<FileCheck<true>>;
export async function checkPaymentFile(
  files: UploadedFile[],
  field: string,
  messages: { wrongType: string },
): Promise<FileCheck<false>>;
export async function checkPaymentFile(
  files: UploadedFile[],
  field: string,
  messages: { missing?: string; wrongType: string },
): Promise<FileCheck<boolean>> {
  const file = files.find((f) => f.field === field);
  if (!file) {
    return messages.missing
      ? { ok: false, errors: { [field]: messages.missing } }
      : { ok: true, files: null };
  }
  const type = await detectReceiptType(file.bytes);
  if (!type) return { ok: false, errors: { [field]: messages.wrongType } };
  return { ok: true, files: { bytes: file.bytes, originalName: file.originalName, type } };
}

/**
 * One transaction that stores the payment proof (if any) under a generated
 * name, then runs `work` (which writes the row naming it): the file and the
 * row are stored together or not at all.
 */
export function withStoredPaymentFile<T>(
  db: Db,
  file: Receipt | null,
  work: (tx: Db, stored: (StoredReceipt & { originalName: string }) | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const stored = file ? await storeReceipt(tx, file.bytes, file.type) : null;
    return work(tx, stored && file ? { ...stored, originalName: file.originalName } : null);
  });
}

// Serialises reference numbering across instances (PostgreSQL) and requests.
const REFERENCE_LOCK_ID = 170_2017;

/** The tables whose rows carry a yearly reference: enrolments, and schools' orders (ORD-…). */
const NUMBERED = { enrolments, schoolOrders } as const;

/**
 * The next free enrolment reference of the year: CED-2025-0001,
 * CED-2025-0002, … (or of a school's order, ORD-2027-0001, with `table`).
 * Call it inside the transaction that inserts the row: the advisory lock is
 * held until it ends.
 */
export async function nextReference(
  tx: Db,
  code: string,
  year: number,
  table: keyof typeof NUMBERED = "enrolments",
): Promise<string> {
  const numbered = NUMBERED[table];
  const column = numbered.reference;
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_ID})`);
  const prefix = `${code}-${year}-`;
  // Numeric maximum, so CED-2026-10000 follows CED-2026-9999.
  const [row] = await tx
    .select({
      last: sql<
        number | string | null
      >`max(cast(substring(${column} from ${prefix.length + 1}::int) as integer))`,
    })
    .from(numbered)
    .where(like(column, `${prefix}%`));
  const last = row?.last ? Number(row.last) : 0;
  return `${prefix}${String(last + 1).padStart(4, "0")}`;
}
