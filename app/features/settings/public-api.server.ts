/** What other features may import from this feature's server modules (decision 056). */
export { configurationWarnings } from "./configuration-warnings.server";
export { PDF_COLOURS, drawSchoolHeader, startSchoolDocument } from "./school-pdf.server";
export {
  bankDetails,
  invoicingDetails,
  type InvoicingDetails,
  refreshSiteSettings,
  retentionMonths,
  siteSettings,
  unpaidReleaseDays,
  vatTreatment,
} from "./settings.server";
