import { csvExport } from "~/features/privacy/public-api.server";
import { listParticipants, PARTICIPANT_COLUMNS } from "~/features/enrolments/edition-run.server";
import { editionExport } from "~/features/enrolments/admin/edition-exports.server";
import type { Route } from "./+types/edition-export";

/**
 * CSV of an edition's participants for staff: outside the admin layout,
 * guarded by the export path (decision 053), which leaves the fiscal codes to
 * an amministratore.
 */
export function loader(args: Route.LoaderArgs) {
  return csvExport(args, {
    ...editionExport(args.params, "iscritti di un'edizione", async (db, found) => ({
      rows: await listParticipants(db, found.edition.id),
      fileName: `iscritti-${found.courseSlug}-${found.edition.startDate}`,
    })),
    columns: PARTICIPANT_COLUMNS,
  });
}
