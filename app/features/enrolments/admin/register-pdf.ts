import { pdfExport } from "~/features/privacy/public-api.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { getEditionForStaff } from "~/features/enrolments/edition-run.server";
import {
  registerPdf,
  registerSheet,
} from "~/features/enrolments/admin/register/register-pdf.server";
import { sofiaIdsText } from "~/features/enrolments/editions";
import { now } from "~/platform/clock.server";
import type { Route } from "./+types/register-pdf";

/**
 * The attendance register of an edition as a PDF for its records: outside the
 * admin layout, guarded by the export path (decision 053), which writes the
 * download to the history.
 */
export function loader(args: Route.LoaderArgs) {
  const { courseId, editionId } = args.params;
  return pdfExport(args, {
    what: "registro presenze di un'edizione",
    entityType: "edition",
    entityId: editionId,
    notFound: "Edizione non trovata",
    read: async (db) => {
      const found = await getEditionForStaff(db, courseId, editionId);
      if (!found) return null;
      const { edition } = found;
      const sheet = await registerSheet(db, edition.id);
      const pdf = await registerPdf(
        sheet,
        {
          courseTitle: found.courseTitle,
          startDate: edition.startDate,
          endDate: edition.endDate,
          sofia: sofiaIdsText(edition),
        },
        siteSettings(),
        now(),
      );
      return {
        pdf,
        fileName: `registro-${found.courseSlug}-${edition.startDate}`,
        rows: sheet.people.length,
      };
    },
  });
}
