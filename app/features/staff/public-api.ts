/**
 * The staff feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { FORBIDDEN_MESSAGE, isAdmin, mayExportFiscalCodes } from "./auth/roles";
