/** The kinds of change in the history (/admin/registro), as filtered and shown. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  news: "Articoli",
  course: "Corsi",
  call: "Bandi",
  page: "Pagine",
  media: "Immagini",
  edition: "Edizioni",
  "price-offer": "Prezzi",
  faq: "Domande frequenti",
  message: "Messaggi",
  enrolment: "Iscrizioni",
  certificate: "Attestati",
  user: "Account",
  session: "Accessi",
  settings: "Impostazioni",
  mail_text: "Testi delle e-mail",
};
