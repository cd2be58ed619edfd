// The editable texts of /chi-siamo (decision 047). The sentences naming the
// school and its figures (from the settings and about-content.ts) stay in the
// page.
import { SCHOOL_VALUES } from "~/features/pages/info/about-content";
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  cardTexts,
  CLOSING_WITH_BUTTON,
  introOpening,
  line,
  section,
} from "~/features/pages/texts/page-text-fields";

export const ABOUT_TEXTS = {
  key: "chi-siamo",
  title: "Chi siamo",
  path: "/chi-siamo",
  meta: {
    title: "Chi siamo",
    description:
      "Ente di formazione accreditato dal Ministero dell'Istruzione e del Merito (Direttiva 170/2016), con sede a Potenza e parte di un gruppo internazionale per la mobilità.",
  },
  groups: [
    introOpening(),
    {
      legend: "Accreditamento e storia",
      fields: [
        line("accreditationTitle", "Titolo dell'accreditamento"),
        line("storyTitle", "Titolo della storia"),
        ...action("networkAction", "Collegamento alla rete"),
      ],
    },
    section("values", "I nostri valori", {
      intro: true,
      cards: { count: SCHOOL_VALUES.length, label: "Valore" },
    }),
    CLOSING_WITH_BUTTON,
  ],
  defaults: {
    heroKicker: "Il nostro ente",
    heroTitle: "Chi siamo",
    heroIntro:
      "Da oltre 25 anni accompagniamo scuole, docenti e studenti della Basilicata nella formazione e nella mobilità europea.",
    heroImage: "",
    accreditationTitle: "Formazione accreditata dal Ministero dell'Istruzione e del Merito",
    storyTitle: "Chi siamo",
    networkAction: "Scopri le agenzie della rete ETN World",
    networkActionLink: "/etn-world",
    valuesTitle: "I nostri valori",
    valuesIntro: "Quattro parole guidano ogni corso, ogni progetto e ogni partenza.",
    ...cardTexts("values", SCHOOL_VALUES),
    closingTitle: "Parliamo del tuo progetto",
    closingText:
      "Che tu sia un docente, un dirigente o uno studente, raccontaci cosa vuoi realizzare: ti rispondiamo entro due giorni lavorativi.",
    closingAction: "Contattaci",
    closingActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
