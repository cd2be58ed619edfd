/**
 * The prices feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { PublicPagePreview } from "./admin/public-page-preview";
export { HandWrittenNotice } from "./hand-written-notice";
