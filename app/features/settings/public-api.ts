/** Browser-safe: what other features may import from this feature (decision 056). */
export { ConfigurationWarnings } from "./configuration-warnings";
