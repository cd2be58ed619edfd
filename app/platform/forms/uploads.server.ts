/**
 * Receipt uploads (CEDILS registration): parsed as a stream with hard caps,
 * typed from their bytes (never the name or the browser's claim), stored in
 * the database under a generated key (decision 040). Receipts are private:
 * only staff download them (app/features/enrolments/admin/enrolment-proof.ts).
 */
import { data } from "react-router";
import { randomUUID } from "node:crypto";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "~/platform/db/client.server";
import { putStoredFile, type StoredFile } from "~/platform/files/stored-files.server";

export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** What we accept (spec §5: pdf, jpg, jpeg, png, heic, heif), by detected MIME type. */
const RECEIPT_TYPES: Record<string, { ext: string; mime: string }> = {
  "application/pdf": { ext: "pdf", mime: "application/pdf" },
  "image/jpeg": { ext: "jpg", mime: "image/jpeg" },
  "image/png": { ext: "png", mime: "image/png" },
  "image/heic": { ext: "heic", mime: "image/heic" },
  "image/heif": { ext: "heif", mime: "image/heif" },
};

export type ReceiptType = { ext: string; mime: string };

/** The receipt's real type from its first bytes, or null when it is not one we accept. */
export async function detectReceiptType(bytes: Uint8Array): Promise<ReceiptType | null> {
  const detected = await fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  return (detected && RECEIPT_TYPES[detected.mime]) ?? null;
}

export type UploadedFile = {
  field: string;
  /** The visitor's file name: shown to staff, never used on disk. */
  originalName: string;
  bytes: Uint8Array;
};

export type ParsedUpload =
  | {
      ok: true;
      formData: FormData;
      files: UploadedFile[];
      /** Fields whose file was over the cap: its bytes were dropped, the text fields kept. */
      oversized: string[];
    }
  | { ok: false; reason: "too_large" | "malformed" };

export type UploadLimits = {
  maxFileBytes: number;
  /** Parts of the form (text fields and the file). */
  maxParts: number;
  /** Room for the text fields besides the file. */
  maxTextBytes: number;
};

const RECEIPT_LIMITS: UploadLimits = {
  maxFileBytes: MAX_RECEIPT_BYTES,
  maxParts: 40,
  maxTextBytes: 256 * 1024,
};

/**
 * Parses a form submission (multipart or url-encoded) with a cap on its one
 * file. A file up to twice the cap is still read to its end and then dropped
 * (named in `oversized`), so the fields typed around it come back with the
 * size message: someone who picks a photo a little too large keeps their
 * form. Only a body beyond that is refused whole (`too_large`). The file stays
 * in memory until the form is valid; nothing touches the disk before.
 */
export async function parseUpload(
  request: Request,
  limits: UploadLimits = RECEIPT_LIMITS,
): Promise<ParsedUpload> {
  const files: UploadedFile[] = [];
  const oversized: string[] = [];
  const readLimit = 2 * limits.maxFileBytes;
  try {
    const formData = await parseFormData(
      request,
      {
        maxFiles: 1,
        maxFileSize: readLimit,
        maxParts: limits.maxParts,
        maxTotalSize: readLimit + limits.maxTextBytes,
        maxHeaderSize: 8 * 1024,
      },
      async (file: FileUpload) => {
        if (file.size > limits.maxFileBytes) {
          oversized.push(file.fieldName);
          return null;
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        // An empty file input still sends a part: treat it as "no file".
        if (bytes.length > 0) {
          files.push({ field: file.fieldName, originalName: cleanFileName(file.name), bytes });
        }
        return null;
      },
    );
    return { ok: true, formData, files, oversized };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      await drain(request);
      return { ok: false, reason: "too_large" };
    }
    if (
      error instanceof FormDataParseError ||
      error instanceof MaxFilesExceededError ||
      error instanceof MaxPartsExceededError ||
      error instanceof MaxHeaderSizeExceededError
    ) {
      return { ok: false, reason: "malformed" };
    }
    throw error;
  }
}

function exceedsLimit(error: unknown): boolean {
  return (
    error instanceof MaxFileSizeExceededError ||
    error instanceof MaxTotalSizeExceededError ||
    error instanceof MaxFilesExceededError ||
    error instanceof MaxPartsExceededError
  );
}

/**
 * A form without files (the contact form), read with a size cap instead of an
 * unbounded `request.formData()`. Null when the body is too large, has more
 * than `maxParts` fields (40 by default: the settings, decision 033, have
 * about 25), carries a file, or is not a form at all.
 */
export async function parseSmallForm(
  request: Request,
  maxBytes = 100 * 1024,
  maxParts = 40,
): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  try {
    return await parseFormData(request, {
      maxFiles: 0,
      maxFileSize: 1,
      maxParts,
      maxTotalSize: maxBytes,
    });
  } catch (error) {
    // A FormDataParseError covers MaxFilesExceededError too.
    if (error instanceof FormDataParseError || exceedsLimit(error)) return null;
    throw error;
  }
}

/**
 * Reads and discards what is left of a refused body (up to 64 MB), so the
 * browser receives our answer instead of a reset connection mid-upload.
 */
async function drain(request: Request): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let seen = 0;
  try {
    while (seen < 64 * 1024 * 1024) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.length;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to answer.
  }
}

/** A display-only file name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "ricevuta").slice(0, 200);
}

/** A stored receipt: its key (stored-files.server.ts) and its name within the receipts folder. */
export type StoredReceipt = StoredFile & { file: string };

/** The stored-file key of a receipt named `file` (enrolments.file_key). */
export function receiptKey(file: string): string {
  return `receipts/${file}`;
}

/**
 * Stores an uploaded proof of payment (a receipt, a voucher) under a generated
 * key, its type already read from its bytes (`detectReceiptType`). Pass the
 * transaction that writes the row naming it: both are stored or neither.
 */
export async function storeReceipt(
  db: Db,
  bytes: Uint8Array,
  type: ReceiptType,
): Promise<StoredReceipt> {
  const file = `${randomUUID()}.${type.ext}`;
  return { ...(await putStoredFile(db, receiptKey(file), bytes, type.mime)), file };
}

/**
 * The small form of a staff or sign-in action; a body that is not a readable
 * form (malformed, truncated, too large, another content type) answers 400.
 */
export async function requireSmallForm(request: Request, maxBytes?: number): Promise<FormData> {
  const form = await parseSmallForm(request, maxBytes);
  if (!form)
    throw data("Richiesta non valida: il modulo inviato non è leggibile.", { status: 400 });
  return form;
}
