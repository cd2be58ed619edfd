/**
 * Receipt uploads (CEDILS registration). The multipart body is parsed as a
 * stream with hard caps, the file's type is detected from its bytes (never from
 * its name or the browser's claim), and it is stored under DATA_DIR/uploads with
 * a generated name. Files there are private: only staff download them, through
 * app/features/enrolments/admin/registration-receipt.ts.
 */
import { data } from "react-router";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
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
  /** The largest file accepted. */
  maxFileBytes: number;
  /** Parts of the form (text fields and the file). */
  maxParts: number;
  /** Room for the text fields besides the file. */
  maxTextBytes: number;
};

/** The CEDILS receipt's limits: one file of at most MAX_RECEIPT_BYTES, a few dozen fields. */
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

/** Whether the multipart parser stopped at one of its limits (size, files, parts). */
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
 * unbounded `request.formData()`. Null when the body is too large, carries a
 * file, or is not a form at all.
 */
export async function parseSmallForm(
  request: Request,
  maxBytes = 100 * 1024,
): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  try {
    return await parseFormData(request, {
      maxFiles: 0,
      maxFileSize: 1,
      maxParts: 20,
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

export type StoredFile = { file: string; size: number; sha256: string; mime: string };

/** DATA_DIR/uploads/receipts */
export function receiptsDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "receipts");
}

/**
 * Writes a receipt under `dir` with a generated name (`<uuid>.<ext>`), never
 * overwriting. Returns the stored name, relative to `dir`.
 */
export async function storeReceipt(
  dir: string,
  bytes: Uint8Array,
  type: ReceiptType,
): Promise<StoredFile> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = `${randomUUID()}.${type.ext}`;
  // Flushed to the disk (file and directory entry) before the registration is
  // committed and acknowledged: a power cut must not leave a row without its file.
  const handle = await fs.open(path.join(dir, file), "wx", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncDirectory(dir);
  return {
    file,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    mime: type.mime,
  };
}

/** fsync(2) on a directory, so a file just created in it survives a power cut. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes a stored receipt (after a failed transaction); a missing file is fine. */
export async function removeReceipt(dir: string, file: string): Promise<void> {
  await fs.rm(path.join(dir, path.basename(file)), { force: true });
}

/** Reads a stored receipt; the name comes from the database, never from the URL. */
export async function readReceipt(dir: string, file: string): Promise<Buffer> {
  return fs.readFile(path.join(dir, path.basename(file)));
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
