/** What other features may import from this feature's server modules (decision 056). */
export { changedAmounts, textsWritingAmounts } from "./hand-written-amounts.server";
export { publicPagePreview } from "./prices.server";
