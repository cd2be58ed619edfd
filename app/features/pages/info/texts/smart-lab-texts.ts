// The editable texts of /smart-lab (decision 047).
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  cardTexts,
  CLOSING_WITH_BUTTON,
  introOpening,
  section,
} from "~/features/pages/texts/page-text-fields";

export const SMART_LAB_TEXTS = {
  key: "smart-lab",
  title: "Smart Lab",
  path: "/smart-lab",
  meta: {
    title: "Smart Lab",
    description:
      "Lo Smart Lab: il laboratorio no-code dove studenti e docenti progettano app, automazioni e prototipi senza scrivere codice.",
  },
  groups: [
    introOpening(),
    section("lab", "Il laboratorio", { intro: true, cards: { count: 6, label: "Caratteristica" } }),
    section("projects", "I progetti"),
    CLOSING_WITH_BUTTON,
  ],
  defaults: {
    heroKicker: "Laboratorio no-code",
    heroTitle: "Smart Lab",
    heroIntro:
      "Un laboratorio no-code dove studenti e docenti progettano app, automazioni e prototipi senza scrivere una riga di codice, imparando il pensiero computazionale sui problemi veri della loro scuola.",
    heroImage: "",
    labTitle: "Che cos'è lo Smart Lab",
    labIntro:
      "Le piattaforme no-code permettono di costruire software con blocchi visuali. Nello Smart Lab le usiamo per insegnare ciò che conta davvero: capire un problema, progettare una soluzione, provarla con utenti reali e migliorarla.\n\nIl laboratorio si svolge online, in presenza nella tua scuola o in forma mista, con un formatore che accompagna la classe dall'idea alla presentazione del prototipo.",
    ...cardTexts("lab", [
      {
        title: "Progettazione visuale",
        text: "Interfacce, schermate e logiche si costruiscono trascinando blocchi: in una lezione si passa dall'idea a un'app che funziona sul telefono.",
      },
      {
        title: "Dati veri, organizzati",
        text: "Fogli e database visuali per raccogliere, filtrare e rappresentare dati raccolti dagli studenti: questionari, misure di laboratorio, inventari.",
      },
      {
        title: "Automazioni",
        text: "Flussi che collegano moduli, e-mail e calendari: gli studenti capiscono come funziona un processo digitale costruendone uno.",
      },
      {
        title: "Intelligenza artificiale integrata",
        text: "Classificazione di testi e immagini e assistenti conversazionali inseriti nei progetti, con una riflessione guidata su limiti e uso responsabile.",
      },
      {
        title: "Lavoro in team",
        text: "Ruoli di progetto (product owner, designer, tester) a rotazione, come in una vera software house, e una presentazione finale dei prototipi.",
      },
      {
        title: "Pronto per PCTO e curricolo",
        text: "Moduli da 10 ore in su, online o in presenza, riconoscibili come PCTO e collegabili a tecnologia, matematica, economia e cittadinanza digitale.",
      },
    ]),
    projectsTitle: "Due progetti nati nello Smart Lab",
    closingTitle: "Porta lo Smart Lab nella tua scuola",
    closingText:
      "Costruiamo insieme il percorso per le tue classi: durata, modalità e progetto finale.",
    closingAction: "Contattaci",
    closingActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
