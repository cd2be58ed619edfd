/** What other features may import from this feature's server modules (decision 056). */
export {
  certificateUrl,
  getCertificateWithHolder,
  issueCertificates,
  revokeCertificate,
} from "./certificates.server";
