import { csvExport } from "~/features/privacy/public-api.server";
import {
  getEditionForStaff,
  listParticipants,
  PARTICIPANT_COLUMNS,
} from "~/features/enrolments/edition-run.server";
import type { Route } from "./+types/edition-export";

/**
 * CSV of an edition's participants for staff: outside the admin layout,
 * guarded by the export path (decision 053), which leaves the fiscal codes to
 * an amministratore.
 */
export function loader(args: Route.LoaderArgs) {
  const { courseId, editionId } = args.params;
  return csvExport(args, {
    what: "iscritti di un'edizione",
    entityType: "edition",
    entityId: editionId,
    notFound: "Edizione non trovata",
    columns: PARTICIPANT_COLUMNS,
    read: async (db) => {
      const found = await getEditionForStaff(db, courseId, editionId);
      if (!found) return null;
      return {
        rows: await listParticipants(db, found.edition.id),
        fileName: `iscritti-${found.courseSlug}-${found.edition.startDate}`,
      };
    },
  });
}
