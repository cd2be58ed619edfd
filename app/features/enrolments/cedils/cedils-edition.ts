// The CEDILS edition a page, a reference or a payment reason belongs to
// (issue 26, decision 045): its name and its payment reason are written here
// only, from the edition's year. Today the year is the CEDILS course's
// `edition_year` (cedilsEdition, registrations.server.ts); when editions
// become records (course_editions) only where the year comes from changes.

/** The edition as the page and the e-mails name it: «CEDILS 2025». */
export function cedilsEditionLabel(year: number): string {
  return `CEDILS ${year}`;
}

/**
 * The bank transfer's reason: «Iscrizione CEDILS 2025 – CED-2025-0042 – Nome e
 * Cognome»; without a reference (the page, before registering) without it.
 */
export function cedilsPaymentReason(year: number, reference?: string): string {
  return [`Iscrizione ${cedilsEditionLabel(year)}`, reference, "Nome e Cognome"]
    .filter(Boolean)
    .join(" – ");
}

/** The edition year a reference belongs to (CED-2025-0042 → 2025), or null. */
export function editionYearOfReference(reference: string): number | null {
  const match = /^CED-(\d{4})-/.exec(reference);
  return match ? Number(match[1]) : null;
}
