/** Browser-safe: what other features may import from this feature (decision 056). */
export { PublicPagePreview } from "./admin/public-page-preview";
export { HandWrittenNotice } from "./hand-written-notice";
