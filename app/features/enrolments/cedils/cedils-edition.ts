// The CEDILS edition a page, a reference or a payment reason belongs to
// (decision 045): its name and its payment reason are written here
// only, from the edition's year: the start year of the CEDILS edition taking
// registrations (cedilsEdition, cedils.server.ts, decision 049).

/** The CEDILS page's answer when no CEDILS edition takes enrolments. */
export const CEDILS_CLOSED =
  "Le iscrizioni al corso CEDILS sono chiuse: scrivici dalla pagina Contatti per sapere quando riaprono.";

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

/** The CEDILS form's own fields, as `enrolments.details` keeps them (cedils.server.ts). */
export type CedilsDetails = {
  address?: string;
  city?: string;
  subject?: string;
  schoolType?: string;
  laureaType?: string;
  laureaIn?: string;
  isAnilsMember?: boolean;
};

/**
 * The CEDILS fields of an enrolment as staff read them (participant page, CSV,
 * the school's e-mail); none for an enrolment of the general form.
 */
export function cedilsDetailRows(details: Record<string, unknown>): Array<[string, string]> {
  const d = details as CedilsDetails;
  if (d.address === undefined) return [];
  return [
    ["Indirizzo", d.address],
    ["Città", d.city ?? ""],
    ["Materia di insegnamento", d.subject ?? "—"],
    ["Tipo di scuola", d.schoolType ?? ""],
    ["Tipo di laurea", d.laureaType ?? ""],
    ["Laurea in", d.laureaIn ?? ""],
    ["Socio ANILS", d.isAnilsMember ? "Sì" : "No"],
  ];
}
