import { pdfExport } from "~/features/privacy/public-api.server";
import { siteSettings } from "~/features/settings/public-api.server";
import { editionExport } from "~/features/enrolments/admin/edition-exports.server";
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
  return pdfExport(
    args,
    editionExport(args.params, "registro presenze di un'edizione", async (db, found) => {
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
    }),
  );
}
