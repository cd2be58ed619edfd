/**
 * The settings feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
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
