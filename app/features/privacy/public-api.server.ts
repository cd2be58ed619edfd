// What other features may import from privacy's server modules
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { csvExport, fileExport, jsonExport, pdfExport } from "./exports.server";
export type { PersonalColumns } from "./exports.server";
export { handleErasure, requirePersonalRecord } from "./personal-data-routes.server";
export { applyRetention, collectPersonalData } from "./personal-data.server";
export { eraseExpiredBankLines } from "./bank-lines-retention.server";
export { eraseOldMails } from "./mail-retention.server";
