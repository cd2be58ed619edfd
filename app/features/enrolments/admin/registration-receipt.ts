import { data } from "react-router";
import { appContext } from "~/context";
import { requireStaffRecord } from "~/features/staff/auth/guards.server";
import { getRegistration } from "~/features/enrolments/registrations.server";
import { getStoredFile } from "~/platform/files/stored-files.server";
import { receiptKey } from "~/platform/forms/uploads.server";
import type { Route } from "./+types/registration-receipt";

/**
 * A registration's receipt, for signed-in staff only (outside the admin layout:
 * guarded here). Always an attachment, never rendered: `file-type` accepts a
 * file that starts like a JPEG and continues with script (docs/architecture.md), so
 * the answer also carries nosniff and a CSP that sandboxes anything opened.
 */
export async function loader(args: Route.LoaderArgs) {
  const registration = await requireStaffRecord(
    args,
    (db) => getRegistration(db, args.params.registrationId),
    "Iscrizione non trovata",
  );
  const { database, log } = args.context.get(appContext);
  const stored = await getStoredFile(database.db, receiptKey(registration.receiptFile));
  if (!stored) {
    log.error({ reference: registration.reference }, "receipt file missing");
    throw data("Ricevuta non disponibile", { status: 404 });
  }
  const bytes = stored.bytes;
  const ext = registration.receiptFile.split(".").pop() ?? "bin";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": registration.receiptMime,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${registration.reference}-ricevuta.${ext}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
