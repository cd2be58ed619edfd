/**
 * The prices feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { changedAmounts, textsWritingAmounts } from "./hand-written-amounts.server";
export { publicPagePreview } from "./prices.server";
