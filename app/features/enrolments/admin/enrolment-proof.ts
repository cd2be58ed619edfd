import { appContext } from "~/context";
import { requireStaffRecord } from "~/features/staff/public-api.server";
import { getParticipant } from "~/features/enrolments/edition-run.server";
import { paymentProofResponse } from "~/features/enrolments/admin/downloads.server";
import type { Route } from "./+types/enrolment-proof";

const NOT_FOUND = "Ricevuta non disponibile";

/**
 * A participant's payment proof (the Carta del Docente voucher or the transfer
 * receipt), for signed-in staff only (outside the admin layout: guarded here).
 */
export async function loader(args: Route.LoaderArgs) {
  const enrolment = await requireStaffRecord(
    args,
    async (db) => {
      const found = await getParticipant(db, args.params);
      return found?.fileKey ? { ...found, fileKey: found.fileKey } : null;
    },
    NOT_FOUND,
  );
  return paymentProofResponse(args.context.get(appContext), {
    file: enrolment.fileKey,
    mime: enrolment.fileMime ?? "application/octet-stream",
    reference: enrolment.reference,
    label: enrolment.paymentMethod === "carta_docente" ? "buono" : "ricevuta",
  });
}
