/** Browser-safe: what other features may import from this feature (decision 056). */
export type { FaqEntry, FaqPage } from "./faq";
export { Faq, FaqDisclosure } from "./faq-disclosures";
