// What other features may import from staff's browser-safe code
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { FORBIDDEN_MESSAGE, isAdmin, mayExportFiscalCodes } from "./auth/roles";
