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
  /** The school's codice fiscale (a company's is usually its Partita IVA), on every invoice. */
  fiscalCode: string;
  /** FatturaPA RegimeFiscale: RF01 (ordinario) unless the accountant says otherwise. */
  taxRegime: string;
  /** The courses' VAT rate in percent, "0" when exempt (then `vatNature` says why). */
  vatRate: string;
  /** FatturaPA Natura of an exempt invoice: N4 for art. 10 DPR 633/72. */
  vatNature: string;
  /** Months a contact message is kept after it arrived (decision 042). */
  retentionMessagesMonths: string;
  /** Months a registration and its receipt are kept after the edition ended (decision 042). */
  retentionRegistrationsMonths: string;
  /** Months the attendance register keeps a lesson's rows after the lesson (decision 065). */
  retentionRegisterMonths: string;
  /** Months the 'questionnaire answered' flag of a registration is kept after the edition ended (decision 066). */
  retentionQuestionnaireMonths: string;
  /** Months a credit read from a bank statement is kept after its booking day (decision 061). */
  retentionBankLinesMonths: string;
  /**
   * Days an unpaid bank-transfer seat is held before it is released to the
   * waiting list (decision 061); always released before the edition starts.
   */
  unpaidReleaseDays: string;
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
  {
    name: "fiscalCode",
    label: "Codice fiscale della scuola",
    hint: "Per una società è di solito uguale alla partita IVA.",
    group: "money",
  },
  {
    name: "taxRegime",
    label: "Regime fiscale (fattura elettronica)",
    hint: "Codice da RF01 a RF19; RF01 è il regime ordinario.",
    group: "money",
  },
  {
    name: "vatRate",
    label: "Aliquota IVA dei corsi (%)",
    hint: "0 se i corsi sono esenti, per esempio 22 se sono imponibili.",
    inputMode: "decimal",
    group: "money",
  },
  {
    name: "vatNature",
    label: "Natura dell'esenzione (fattura elettronica)",
    hint: "Solo con aliquota 0: N4 per le esenzioni dell'art. 10 DPR 633/72.",
    group: "money",
  },
  {
    name: "unpaidReleaseDays",
    label: "Giorni per pagare con bonifico",
    hint: "Dopo questi giorni senza pagamento il posto passa alla lista d'attesa (sempre prima dell'inizio del corso); due giorni prima parte un promemoria. Gli ordini delle scuole non scadono.",
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
      hint: "Contati dalla fine dell'edizione del corso. Vale anche per il referente degli ordini delle scuole: l'ordine resta con i dati della fattura.",
    },
    {
      name: "retentionRegisterMonths",
      label: "Registro presenze delle lezioni (mesi)",
      hint: "Contati dal giorno della lezione. Gli attestati già rilasciati conservano le loro ore.",
    },
    {
      name: "retentionQuestionnaireMonths",
      label: "Indicazione «questionario compilato» sulle iscrizioni (mesi)",
      hint: "Contati dalla fine dell'edizione del corso. Le risposte, anonime, restano.",
    },
    {
      name: "retentionBankLinesMonths",
      label: "Movimenti degli estratti conto (mesi)",
      hint: "Contati dal giorno di accredito; i pagamenti registrati restano con l'iscrizione.",
    },
    {
      name: "retentionMailsMonths",
      label: "E-mail inviate e loro copie (mesi)",
      hint: "Contati dall'invio; quelle non riuscite dall'ultimo tentativo.",
    },
  ];
