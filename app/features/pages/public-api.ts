// What other features may import from the pages' browser-safe code
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { BackHomeLink, ForwardLink } from "./labs/lab-parts";
export { StandaloneHero } from "./labs/standalone-hero";
export { StandaloneShell } from "./labs/standalone-shell";
export { PAGE_TEXTS_PAGES, pageTextsOf, pageTextsPage } from "./texts/page-texts";
