/** The school's public details edited in /admin/impostazioni (decision 033); the zod schema is in settings-schema.ts. */

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
  bankName: string;
  accountHolder: string;
  /** Decimal degrees as typed ("40.63917"): the map's marker and the JSON-LD. */
  latitude: string;
  longitude: string;
  labEmail: string;
  labPhone: string;
  /**
   * How the courses' prices are invoiced for VAT (decision 058), shown beside
   * every amount due. The stamp duty of exempt invoices is borne by the
   * school (STAMP_DUTY_NOTE), so the amount due is the price.
   */
  vatTreatment: string;
  /** Months a contact message is kept after it arrived (decision 042). */
  retentionMessagesMonths: string;
  /** Months a registration and its receipt are kept after the edition ended (decision 042). */
  retentionRegistrationsMonths: string;
  /** Months an e-mail's outbox row and the copy kept of it stay after it was sent (decision 067). */
  retentionMailsMonths: string;
};

export const SETTINGS_FIELDS: Array<{
  name: keyof SettingsValues;
  label: string;
  autoComplete?: string;
  hint?: string;
  type?: "email" | "tel";
  inputMode?: "decimal";
  /** The group of the form it is shown in. */
  group: SettingsGroup;
}> = [
  { name: "name", label: "Nome della scuola", autoComplete: "organization", group: "school" },
  { name: "legalName", label: "Ragione sociale", group: "school" },
  { name: "vatNumber", label: "Partita IVA", group: "school" },
  { name: "phone", label: "Telefono", autoComplete: "tel", type: "tel", group: "school" },
  {
    name: "email",
    label: "E-mail pubblica",
    autoComplete: "email",
    type: "email",
    group: "school",
  },
  {
    name: "street",
    label: "Indirizzo (via e numero)",
    autoComplete: "address-line1",
    group: "place",
  },
  { name: "postalCode", label: "CAP", autoComplete: "postal-code", group: "place" },
  { name: "city", label: "Città", autoComplete: "address-level2", group: "place" },
  { name: "province", label: "Provincia (sigla)", autoComplete: "address-level1", group: "place" },
  {
    name: "latitude",
    label: "Latitudine della sede",
    hint: "In gradi decimali, per esempio 40.63917: la posizione del segnaposto sulla mappa dei contatti.",
    inputMode: "decimal",
    group: "place",
  },
  {
    name: "longitude",
    label: "Longitudine della sede",
    hint: "In gradi decimali, per esempio 15.80444.",
    inputMode: "decimal",
    group: "place",
  },
  { name: "bankName", label: "Banca", hint: "Nome della banca e filiale.", group: "bank" },
  { name: "accountHolder", label: "Intestatario del conto", group: "bank" },
  {
    name: "iban",
    label: "IBAN per i bonifici",
    hint: "27 caratteri, inizia con IT; gli spazi non contano.",
    group: "bank",
  },
  {
    name: "vatTreatment",
    label: "Regime IVA dei corsi",
    hint: "Compare accanto a ogni importo da pagare, per esempio: Esente IVA ai sensi dell'art. 10 n. 20 DPR 633/72.",
    group: "money",
  },
  { name: "labEmail", label: "E-mail del laboratorio", type: "email", group: "lab" },
  { name: "labPhone", label: "Telefono del laboratorio", type: "tel", group: "lab" },
];

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;

/** The groups of the settings form, in order. */
export const SETTINGS_GROUPS = {
  school: "La scuola",
  place: "Sede e posizione sulla mappa",
  bank: "Coordinate bancarie (bonifici delle iscrizioni)",
  money: "Prezzi e fatture",
  lab: "Contatti dell'AI Evolution Lab",
} as const;
/** The VAT treatment of accredited teacher training until staff change it (decision 058). */
export const DEFAULT_VAT_TREATMENT = "Esente IVA ai sensi dell'art. 10 n. 20 DPR 633/72";

/**
 * The stamp duty rule (decision 058): € 2,00 on an exempt invoice above
 * € 77,47, borne by the school, so what a participant owes is the price.
 */
export const STAMP_DUTY_NOTE =
  "L'imposta di bollo di € 2,00 sulle fatture esenti oltre € 77,47 è a carico della scuola: l'importo dovuto da chi si iscrive è il prezzo dell'edizione.";

/**
 * How long personal data is kept (decision 042): the nightly
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
    {
      name: "retentionMailsMonths",
      label: "E-mail inviate e loro copie (mesi)",
      hint: "Contati dall'invio; quelle non riuscite dall'ultimo tentativo.",
    },
  ];
