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

/** Field name → first message, for the form's inline errors. */
export type FieldErrors = Partial<Record<string, string>>;
