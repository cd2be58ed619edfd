/** What other features may import from this feature's server modules (decision 056). */
export { listAllFaq, listFaq } from "./faq.server";
