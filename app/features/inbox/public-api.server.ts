// What other features may import from the inbox's server modules
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { MAIL_JOB_KINDS } from "./notifications.server";
export type { JobKind } from "./notifications.server";
