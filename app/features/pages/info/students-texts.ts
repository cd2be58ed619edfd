// The editable texts of /studenti (decision 047). The count of courses opening
// the presentation is computed from the course records, and each thematic area
// lists courses chosen among them (in the shipped texts, by address: a saved
// page keeps their ids, so a renamed course stays listed).
import type { PageTextField, PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  closing,
  line,
  opening,
  paragraphs,
} from "~/features/pages/texts/page-text-fields";

const AREA_COURSES_HINT =
  "Scegli tra i corsi per studenti: la pagina mostra quelli pubblicati, con il titolo e l'indirizzo attuali.";

function area(n: 1 | 2, ordinal: string): PageTextField[] {
  return [
    line(`area${n}Title`, `${ordinal} area: titolo`),
    paragraphs(`area${n}Text`, `${ordinal} area: testo`),
    {
      name: `area${n}Courses`,
      label: `${ordinal} area: corsi`,
      kind: "courses",
      category: "studenti",
      hint: AREA_COURSES_HINT,
    },
  ];
}

export const STUDENTS_TEXTS = {
  key: "studenti",
  title: "Formazione per studenti",
  path: "/studenti",
  groups: [
    opening(
      paragraphs(
        "heroIntro",
        "Presentazione, dopo il numero dei corsi",
        "La pagina la apre con il numero dei corsi per studenti pubblicati, calcolato dal catalogo («Diciotto corsi …»).",
      ),
      action("heroAction", "Pulsante"),
      line("coursesTitle", "Titolo dell'elenco dei corsi"),
    ),
    {
      legend: "Aree tematiche",
      fields: [
        line("areasTitle", "Titolo della sezione"),
        ...area(1, "Prima"),
        ...area(2, "Seconda"),
      ],
    },
    closing(action("closingAction", "Pulsante dell'invito")),
  ],
  defaults: {
    heroKicker: "PCTO, orientamento, Erasmus+",
    heroTitle: "Formazione per studenti",
    heroIntro:
      "per studenti delle scuole secondarie, anche come percorsi PCTO in Italia e all'estero: si impara facendo, con progetti veri e strumenti professionali.",
    heroAction: "Scopri il catalogo",
    heroActionLink: "/corsi",
    coursesTitle: "I corsi per studenti",
    areasTitle: "Aree tematiche",
    area1Title: "Intelligenza artificiale",
    area1Text:
      "Capire come funzionano i modelli, usarli per creare foto, video, podcast e videogiochi, e programmare i primi algoritmi di machine learning in Python.",
    area1Courses: "ai-revolution\nai-video\nai-python-macchine-learning",
    area2Title: "Robotica e meccatronica",
    area2Text:
      "Costruire e programmare robot con LEGO SPIKE e Arduino, fino a un sistema automatico che riconosce gli oggetti con la visione artificiale.",
    area2Courses: "lego-spike\narduino-ai\nmeccatronica-ai",
    closingTitle: "Porta un percorso nella tua scuola",
    closingText:
      "Docenti referenti PCTO e dirigenti: raccontaci classi, periodo e obiettivi, e costruiamo insieme il percorso più adatto.",
    closingAction: "Contattaci",
    closingActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;

export type StudentsTexts = Record<keyof typeof STUDENTS_TEXTS.defaults, string>;
