import { appContext } from "~/context";
import { requireStaffRecord } from "~/features/staff/auth/guards.server";
import { getRegistration } from "~/features/enrolments/cedils/registrations.server";
import { paymentProofResponse } from "~/features/enrolments/admin/downloads.server";
import type { Route } from "./+types/registration-receipt";

/** A registration's receipt, for signed-in staff only (outside the admin layout: guarded here). */
export async function loader(args: Route.LoaderArgs) {
  const registration = await requireStaffRecord(
    args,
    (db) => getRegistration(db, args.params.registrationId),
    "Iscrizione non trovata",
  );
  return paymentProofResponse(args.context.get(appContext), {
    file: registration.receiptFile,
    mime: registration.receiptMime,
    reference: registration.reference,
    label: "ricevuta",
  });
}
