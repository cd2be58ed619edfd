// The home page's editable texts (decision 047); the shipped ones are spec §2's.
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import { action, closing, opening, paragraphs } from "~/features/pages/texts/page-text-fields";

export const HOME_TEXTS = {
  key: "home",
  title: "Home",
  path: "/",
  groups: [
    opening(
      paragraphs("heroIntro", "Presentazione"),
      action("heroAction", "Primo pulsante"),
      action("heroSecondary", "Secondo pulsante"),
    ),
    closing(
      action("closingAction", "Primo pulsante dell'invito"),
      action("closingSecondary", "Secondo pulsante dell'invito"),
    ),
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
