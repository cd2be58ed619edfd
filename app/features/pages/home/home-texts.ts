// The home page's texts staff edit at /admin/pagine/home (issue 26 item 3,
// decision 047), and those it shipped with (spec §2), shown until then.
import type { PageTextsPage } from "~/features/pages/texts/page-texts";

export const HOME_TEXTS = {
  key: "home",
  title: "Home",
  path: "/",
  groups: [
    {
      legend: "Apertura",
      fields: [
        { name: "heroKicker", label: "Occhiello", kind: "line" },
        { name: "heroTitle", label: "Titolo", kind: "line" },
        {
          name: "heroIntro",
          label: "Presentazione",
          kind: "paragraphs",
          hint: "Una riga vuota separa un paragrafo dal successivo.",
        },
        { name: "heroAction", label: "Primo pulsante: testo", kind: "line" },
        { name: "heroActionLink", label: "Primo pulsante: indirizzo", kind: "link" },
        { name: "heroSecondary", label: "Secondo pulsante: testo", kind: "line" },
        { name: "heroSecondaryLink", label: "Secondo pulsante: indirizzo", kind: "link" },
      ],
    },
    {
      legend: "Invito finale",
      fields: [
        { name: "closingTitle", label: "Titolo dell'invito", kind: "line" },
        {
          name: "closingText",
          label: "Testo dell'invito",
          kind: "paragraphs",
          hint: "Una riga vuota separa un paragrafo dal successivo.",
        },
        { name: "closingAction", label: "Primo pulsante dell'invito: testo", kind: "line" },
        { name: "closingActionLink", label: "Primo pulsante dell'invito: indirizzo", kind: "link" },
        { name: "closingSecondary", label: "Secondo pulsante dell'invito: testo", kind: "line" },
        {
          name: "closingSecondaryLink",
          label: "Secondo pulsante dell'invito: indirizzo",
          kind: "link",
        },
      ],
    },
  ],
  defaults: {
    heroKicker: "Ente accreditato MIM · Direttiva 170/2016",
    heroTitle: "Formazione che cambia la scuola, a partire da chi la vive ogni giorno",
    heroIntro:
      "Corsi per docenti e studenti, progetti Erasmus+ e laboratori di intelligenza artificiale: dalla progettazione al finanziamento, accompagniamo le scuole della Basilicata e di tutta Italia.",
    heroAction: "Scopri i corsi",
    heroActionLink: "/corsi",
    heroSecondary: "Parla con noi",
    heroSecondaryLink: "/contatti",
    closingTitle: "Costruiamo insieme il prossimo progetto della tua scuola",
    closingText:
      "Raccontaci di cosa hanno bisogno i tuoi docenti e i tuoi studenti: ti rispondiamo con una proposta concreta, tempi e costi chiari.",
    closingAction: "Contattaci",
    closingActionLink: "/contatti",
    closingSecondary: "Esplora i corsi",
    closingSecondaryLink: "/corsi",
  },
} as const satisfies PageTextsPage;

export type HomeTexts = Record<keyof typeof HOME_TEXTS.defaults, string>;
