// The editable texts of /erasmus (decision 047). The projects in course and
// the EU's sentence stay in erasmus-content.ts.
import { ERASMUS_OPPORTUNITIES } from "~/features/pages/info/erasmus-content";
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  cardTexts,
  CLOSING_WITH_BUTTON,
  introOpening,
  section,
} from "~/features/pages/texts/page-text-fields";

const opportunities = section("opportunities", "Le opportunità", {
  intro: true,
  cards: { count: ERASMUS_OPPORTUNITIES.length, label: "Opportunità" },
});

export const ERASMUS_TEXTS = {
  key: "erasmus",
  title: "Erasmus+",
  path: "/erasmus",
  meta: {
    title: "Erasmus+",
    description:
      "Mobilità Erasmus+ per docenti, scambi giovanili e progetti strategici: i nostri progetti KA1 e KA2 in corso e come partecipare.",
  },
  groups: [
    introOpening(),
    {
      ...opportunities,
      fields: [
        ...opportunities.fields,
        ...action("opportunitiesAction", "Collegamento di ogni opportunità"),
      ],
    },
    section("projects", "I progetti in corso"),
    CLOSING_WITH_BUTTON,
  ],
  defaults: {
    heroKicker: "Europa a scuola",
    heroTitle: "Erasmus+",
    heroIntro:
      "Erasmus+ è il programma dell'Unione europea per l'istruzione, la formazione e la gioventù. Con la rete ETN World aiutiamo le scuole della Basilicata a usarlo: dall'idea alla candidatura, dalla partenza alla rendicontazione.",
    heroImage: "",
    opportunitiesTitle: "Le opportunità per la tua scuola",
    opportunitiesIntro:
      "Tre strade per portare l'Europa nella tua scuola. Per ciascuna ti affianchiamo in tutte le fasi.",
    ...cardTexts("opportunities", ERASMUS_OPPORTUNITIES),
    opportunitiesAction: "Chiedi informazioni",
    opportunitiesActionLink: "/contatti",
    projectsTitle: "I nostri progetti in corso",
    closingTitle: "Vuoi partire con la tua scuola?",
    closingText:
      "Raccontaci la tua scuola e i tuoi obiettivi: valutiamo insieme l'azione Erasmus+ più adatta e le scadenze da rispettare.",
    closingAction: "Contattaci",
    closingActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
