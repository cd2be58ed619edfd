/** The school's public details edited in /admin/impostazioni (issue 16, decision 033); the zod schema is in settings-schema.ts. */

export type SettingsValues = {
  name: string;
  legalName: string;
  vatNumber: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  iban: string;
  /** Months a contact message is kept after it arrived (decision 042). */
  retentionMessagesMonths: string;
  /** Months a registration and its receipt are kept after the edition ended (decision 042). */
  retentionRegistrationsMonths: string;
};

export const SETTINGS_FIELDS: Array<{
  name: keyof SettingsValues;
  label: string;
  autoComplete?: string;
}> = [
  { name: "name", label: "Nome della scuola", autoComplete: "organization" },
  { name: "legalName", label: "Ragione sociale" },
  { name: "vatNumber", label: "Partita IVA" },
  { name: "street", label: "Indirizzo (via e numero)", autoComplete: "street-address" },
  { name: "postalCode", label: "CAP", autoComplete: "postal-code" },
  { name: "city", label: "Città", autoComplete: "address-level2" },
  { name: "province", label: "Provincia (sigla)", autoComplete: "address-level1" },
  { name: "phone", label: "Telefono", autoComplete: "tel" },
  { name: "email", label: "E-mail pubblica", autoComplete: "email" },
  { name: "iban", label: "IBAN per i bonifici" },
];

/**
 * How long personal data is kept (issue 27, decision 042): the nightly
 * retention run erases what is older, and the privacy policy states the same.
 */
export const RETENTION_FIELDS: Array<{ name: keyof SettingsValues; label: string; hint: string }> =
  [
    {
      name: "retentionMessagesMonths",
      label: "Messaggi dal modulo contatti (mesi)",
      hint: "Contati dal giorno in cui il messaggio è arrivato.",
    },
    {
      name: "retentionRegistrationsMonths",
      label: "Iscrizioni e ricevute di pagamento (mesi)",
      hint: "Contati dalla fine dell'edizione del corso.",
    },
  ];
