/**
 * The fixed options of the public forms (spec §3, §5). Kept apart from the zod
 * schemas of app/platform/forms/validation.ts, which use them, so that the forms' browser
 * code does not carry zod.
 */

/** Contact form subjects; the placeholder "Seleziona un'opzione" is not one. */
export const CONTACT_SUBJECTS = [
  "Informazioni sui corsi",
  "Iscrizione",
  "Proposta di collaborazione",
  "Altro",
] as const;

/** CEDILS registration: school type. */
export const SCHOOL_TYPES = [
  "Non Docente",
  "Scuola Infanzia",
  "Scuola Primaria",
  "Secondaria I Grado",
  "Secondaria II Grado",
  "CPIA",
  "Università",
  "Altro",
] as const;

/** CEDILS registration: degree type. */
export const LAUREA_TYPES = [
  "Magistrale",
  "Specialistica",
  "Quadriennale V.O.",
  "Triennale",
  "Altro Titolo Equivalente",
  "Nessuna Laurea (Docente di ruolo)",
] as const;

/** CEDILS registration: ANILS membership, sent as 'Sì' or 'No'. */
export const ANILS_CHOICES = ["Sì", "No"] as const;

/** Enrolment in a course edition: the role of the person enrolling. */
export const ENROLMENT_ROLES = [
  "Docente a tempo indeterminato",
  "Docente a tempo determinato",
  "Dirigente scolastico",
  "Personale ATA",
  "Educatore o educatrice",
  "Altro",
] as const;

/** Enrolment in a course edition: how the course is paid. */
export const PAYMENT_METHODS = ["carta_docente", "bonifico", "ordine_scuola"] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  carta_docente: "Carta del Docente",
  bonifico: "Bonifico bancario",
  ordine_scuola: "Ordine della scuola",
};

/** Field name → first message, for the form's inline errors. */
export type FieldErrors = Partial<Record<string, string>>;
