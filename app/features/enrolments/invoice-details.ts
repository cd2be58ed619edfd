// The participant's data for their own invoice (decision 063): where they
// live and, optionally, their own SDI code or PEC. The enrolment form of a
// course edition asks for them when the person pays and keeps them in
// `enrolments.details` under the keys below. Browser-safe.

/** What the form keeps: the FatturaPA Sede of the buyer, and their channel. */
export type InvoiceDetails = {
  invoiceStreet: string;
  invoicePostalCode: string;
  invoiceCity: string;
  invoiceProvince: string;
  /** A 7-character SDI code (capitals) or a PEC; absent: CodiceDestinatario 0000000. */
  invoiceRecipient?: string;
};

/** The buyer's Sede on the invoice. */
export type ParticipantAddress = {
  street: string;
  postalCode: string;
  city: string;
  province?: string;
};

/** Whether a value typed as «codice destinatario o PEC» is a PEC address. */
export function isPec(recipient: string): boolean {
  return recipient.includes("@");
}

/** The details to store from the form's checked values (the schema made them complete). */
export function invoiceDetailsOf(input: {
  invoiceStreet?: string;
  invoicePostalCode?: string;
  invoiceCity?: string;
  invoiceProvince?: string;
  invoiceRecipient?: string;
}): InvoiceDetails {
  const recipient = input.invoiceRecipient;
  return {
    invoiceStreet: input.invoiceStreet ?? "",
    invoicePostalCode: input.invoicePostalCode ?? "",
    invoiceCity: input.invoiceCity ?? "",
    invoiceProvince: (input.invoiceProvince ?? "").toUpperCase(),
    ...(recipient
      ? { invoiceRecipient: isPec(recipient) ? recipient : recipient.toUpperCase() }
      : {}),
  };
}

function textOf(details: Record<string, unknown>, key: string): string {
  const value = details[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Whether the enrolment kept an address for its invoice (the form asks since decision 063's update). */
function hasInvoiceAddress(details: Record<string, unknown>): boolean {
  return ["invoiceStreet", "invoicePostalCode", "invoiceCity", "invoiceProvince"].some(
    (key) => textOf(details, key) !== "",
  );
}

/**
 * The CEDILS form's one address line («Via, Numero Civico, CAP», spec §5)
 * and city as a Sede: the last five-digit group is the CAP, what comes
 * before it the street; a city written «Potenza (PZ)» gives the province.
 * Null without a CAP, which the Sede cannot do without.
 */
function cedilsAddress(details: Record<string, unknown>): ParticipantAddress | null {
  const line = textOf(details, "address");
  const cityText = textOf(details, "city");
  const caps = [...line.matchAll(/(?<!\d)\d{5}(?!\d)/g)];
  const cap = caps.at(-1);
  if (!cap || !cityText) return null;
  const trim = (text: string) => text.replace(/^[\s,;-]+|[\s,;-]+$/g, "").replace(/\s+/g, " ");
  const before = trim(line.slice(0, cap.index));
  const street = before || trim(line.slice(cap.index + 5));
  if (!street) return null;
  const withProvince = /^(.+?)\s*\(([A-Za-z]{2})\)$/.exec(cityText);
  return {
    street,
    postalCode: cap[0],
    city: withProvince ? withProvince[1]! : cityText,
    ...(withProvince ? { province: withProvince[2]!.toUpperCase() } : {}),
  };
}

/**
 * Where the participant lives, for their invoice: the form's invoice fields,
 * else the CEDILS form's address when it has a CAP. Null when the enrolment
 * kept neither (it was made before the form asked, decision 063). Throws when
 * the invoice fields are there but incomplete: the form never stores them so,
 * and an invoice must not guess.
 */
export function participantInvoiceAddress(
  details: Record<string, unknown>,
): ParticipantAddress | null {
  if (hasInvoiceAddress(details)) {
    const street = textOf(details, "invoiceStreet");
    const postalCode = textOf(details, "invoicePostalCode");
    const city = textOf(details, "invoiceCity");
    const province = textOf(details, "invoiceProvince").toUpperCase();
    if (!street || !/^\d{5}$/.test(postalCode) || !city || !/^[A-Z]{2}$/.test(province)) {
      throw new Error("the enrolment's invoice address is incomplete");
    }
    return { street, postalCode, city, province };
  }
  return cedilsAddress(details);
}

/**
 * How the SdI reaches the participant: their 7-character code, or 0000000
 * with their PEC (PECDestinatario goes only with 0000000), or 0000000 alone
 * (the invoice waits in their area of the Agenzia delle Entrate's site).
 */
export function participantInvoiceRecipient(details: Record<string, unknown>): {
  code: string;
  pec?: string;
} {
  const recipient = textOf(details, "invoiceRecipient");
  if (!recipient) return { code: "0000000" };
  return isPec(recipient) ? { code: "0000000", pec: recipient } : { code: recipient.toUpperCase() };
}

/** The invoice data as staff read them (the participant's page); none when the form did not ask. */
export function invoiceDetailRows(details: Record<string, unknown>): Array<[string, string]> {
  if (!hasInvoiceAddress(details)) return [];
  const province = textOf(details, "invoiceProvince");
  const recipient = textOf(details, "invoiceRecipient");
  return [
    [
      "Residenza (fattura)",
      `${textOf(details, "invoiceStreet")}, ${textOf(details, "invoicePostalCode")} ${textOf(details, "invoiceCity")}${province ? ` (${province})` : ""}`,
    ],
    [
      "Codice destinatario SDI o PEC",
      recipient || "Nessuno: la fattura arriva nell'area riservata dell'Agenzia delle Entrate",
    ],
  ];
}
