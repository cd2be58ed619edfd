/**
 * The faq feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export type { FaqEntry, FaqPage } from "./faq";
export { Faq, FaqDisclosure } from "./faq-disclosures";
