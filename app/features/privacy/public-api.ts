// What other features may import from privacy's browser-safe code
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { PersonalDataPanel } from "./personal-data-panel";
