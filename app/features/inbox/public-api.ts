// What other features may import from the inbox's browser-safe code
// (docs/decisions/056-layers-checked-by-the-linter.md).
export { ContactsPage } from "./contacts-view";
