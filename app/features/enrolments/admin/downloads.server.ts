import { data } from "react-router";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";
import { getStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";

/**
 * A stored payment proof (CEDILS receipt, an enrolment's voucher or transfer
 * receipt) for staff. Always an attachment, never rendered: `file-type` accepts
 * a file that starts like a JPEG and continues with script
 * (docs/architecture.md), so the answer also carries nosniff and a CSP that
 * sandboxes anything opened. A file that is not stored answers 404.
 */
export async function paymentProofResponse(
  deps: { database: Database; log: Logger },
  proof: { file: string; mime: string; reference: string; label: string },
): Promise<Response> {
  const stored = await getStoredFile(deps.database.db, receiptKey(proof.file));
  if (!stored) {
    deps.log.error({ reference: proof.reference }, "receipt file missing");
    throw data("Ricevuta non disponibile", { status: 404 });
  }
  const bytes = stored.bytes;
  const ext = proof.file.split(".").pop() ?? "bin";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": proof.mime,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${proof.reference}-${proof.label}.${ext}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
