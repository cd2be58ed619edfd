import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { mayExportFiscalCodes } from "~/features/staff/auth/roles";
import { actorOf, recordChange } from "~/platform/records/audit.server";
import {
  allEnrolmentsCsv,
  listAllEnrolmentsForExport,
} from "~/features/enrolments/admin/all-enrolments.server";
import { csvResponse } from "~/features/enrolments/admin/downloads.server";
import type { Route } from "./+types/enrolments-export";

/**
 * CSV of every enrolment, every course (the CEDILS ones with their own
 * fields), for staff (outside the admin layout: guarded here). The fiscal
 * codes are in it for an amministratore only, and every export is written to
 * the history (issue 27, decision 042).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { database } = context.get(appContext);
  const fiscalCodes = mayExportFiscalCodes(staff);
  const csv = await database.db.transaction(async (tx) => {
    const rows = await listAllEnrolmentsForExport(tx);
    await recordChange(tx, {
      actor: actorOf(staff),
      action: "export",
      entityType: "enrolment",
      summary: `Iscrizioni esportate in CSV: ${rows.length} ${rows.length === 1 ? "riga" : "righe"}, ${fiscalCodes ? "con" : "senza"} i codici fiscali`,
    });
    return allEnrolmentsCsv(rows, { fiscalCodes });
  });
  return csvResponse(csv, "iscrizioni");
}
