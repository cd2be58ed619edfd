/**
 * The certificates feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export {
  certificateUrl,
  getCertificateWithHolder,
  issueCertificates,
  revokeCertificate,
} from "./certificates.server";
