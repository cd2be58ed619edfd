import { csvExport } from "~/features/privacy/public-api.server";
import {
  ENROLMENT_COLUMNS,
  listAllEnrolmentsForExport,
} from "~/features/enrolments/admin/all-enrolments.server";
import type { Route } from "./+types/enrolments-export";

/**
 * CSV of every enrolment, every course (the CEDILS ones with their own
 * fields), for staff: outside the admin layout, guarded by the export path
 * (decision 053), which leaves the fiscal codes to an amministratore.
 */
export function loader(args: Route.LoaderArgs) {
  return csvExport(args, {
    what: "iscrizioni di tutti i corsi",
    entityType: "enrolment",
    notFound: "Iscrizioni non trovate",
    columns: ENROLMENT_COLUMNS,
    read: async (db) => ({ rows: await listAllEnrolmentsForExport(db), fileName: "iscrizioni" }),
  });
}
