// The texts of /studenti staff edit at /admin/pagine/studenti (issue 26 item 3,
// decision 047), and those it shipped with, shown until then. The count of
// courses opening the presentation is computed from the course records, and
// each thematic area lists courses chosen among them (in the shipped texts,
// by address: a saved page keeps their ids, so a renamed course stays listed).
import type { PageTextsPage } from "~/features/pages/texts/page-texts";

const PARAGRAPHS_HINT = "Una riga vuota separa un paragrafo dal successivo.";
const AREA_COURSES_HINT =
  "Scegli tra i corsi per studenti: la pagina mostra quelli pubblicati, con il titolo e l'indirizzo attuali.";

export const STUDENTS_TEXTS = {
  key: "studenti",
  title: "Formazione per studenti",
  path: "/studenti",
  groups: [
    {
      legend: "Apertura",
      fields: [
        { name: "heroKicker", label: "Occhiello", kind: "line" },
        { name: "heroTitle", label: "Titolo", kind: "line" },
        {
          name: "heroIntro",
          label: "Presentazione, dopo il numero dei corsi",
          kind: "paragraphs",
          hint: "La pagina la apre con il numero dei corsi per studenti pubblicati, calcolato dal catalogo («Diciotto corsi …»).",
        },
        { name: "heroAction", label: "Pulsante: testo", kind: "line" },
        { name: "heroActionLink", label: "Pulsante: indirizzo", kind: "link" },
        { name: "coursesTitle", label: "Titolo dell'elenco dei corsi", kind: "line" },
      ],
    },
    {
      legend: "Aree tematiche",
      fields: [
        { name: "areasTitle", label: "Titolo della sezione", kind: "line" },
        { name: "area1Title", label: "Prima area: titolo", kind: "line" },
        {
          name: "area1Text",
          label: "Prima area: testo",
          kind: "paragraphs",
          hint: PARAGRAPHS_HINT,
        },
        {
          name: "area1Courses",
          label: "Prima area: corsi",
          kind: "courses",
          category: "studenti",
          hint: AREA_COURSES_HINT,
        },
        { name: "area2Title", label: "Seconda area: titolo", kind: "line" },
        {
          name: "area2Text",
          label: "Seconda area: testo",
          kind: "paragraphs",
          hint: PARAGRAPHS_HINT,
        },
        {
          name: "area2Courses",
          label: "Seconda area: corsi",
          kind: "courses",
          category: "studenti",
          hint: AREA_COURSES_HINT,
        },
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
          hint: PARAGRAPHS_HINT,
        },
        { name: "closingAction", label: "Pulsante dell'invito: testo", kind: "line" },
        { name: "closingActionLink", label: "Pulsante dell'invito: indirizzo", kind: "link" },
      ],
    },
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
