/**
 * The calls feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { BASILICATA_FIGURES } from "./call-figures";
export { CallBadge, CallNotice } from "./call-notice";
export { CARD_THEME_COLORS } from "./calls";
export type { CallView, CardTheme } from "./calls";
export { isDeadlinePassed } from "./deadline";
