// The editable texts of /docenti (decision 047).
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  cardTexts,
  CLOSING_WITH_BUTTON,
  introOpening,
  section,
} from "~/features/pages/texts/page-text-fields";

export const TEACHERS_TEXTS = {
  key: "docenti",
  title: "Formazione per docenti",
  path: "/docenti",
  meta: {
    title: "Formazione per docenti",
    description:
      "Corsi di formazione in servizio per docenti: didattica digitale e intelligenza artificiale, inclusione, valutazione formativa e competenze trasversali. Pagabili con la Carta del Docente.",
  },
  groups: [
    introOpening(action("heroAction", "Pulsante")),
    section("reasons", "Perché sceglierci", { cards: { count: 3, label: "Motivo" } }),
    section("areas", "Aree tematiche", { cards: { count: 4, label: "Area" } }),
    section("modes", "Modalità di formazione", { cards: { count: 3, label: "Modalità" } }),
    CLOSING_WITH_BUTTON,
  ],
  defaults: {
    heroKicker: "Aggiornamento professionale",
    heroTitle: "Formazione per docenti",
    heroIntro:
      "Percorsi di aggiornamento riconosciuti dal Ministero per docenti di ogni ordine e grado, pagabili con la Carta del Docente.",
    heroAction: "Esplora i corsi",
    heroActionLink: "/corsi",
    heroImage: "",
    reasonsTitle: "Perché scegliere i nostri percorsi",
    ...cardTexts("reasons", [
      {
        title: "Metodologie innovative",
        text: "Ogni corso parte da attività concrete da provare in classe: intelligenza artificiale, strumenti digitali e didattica laboratoriale al servizio degli obiettivi di apprendimento.",
      },
      {
        title: "Certificazioni riconosciute",
        text: "Siamo un ente accreditato dal Ministero (Direttiva 170/2016): i nostri attestati valgono per la formazione in servizio e molti corsi sono su SOFIA.",
      },
      {
        title: "Comunità di pratica",
        text: "Dopo il corso non resti solo: materiali condivisi, incontri di confronto tra colleghi e un gruppo di formatori da contattare quando porti le attività in classe.",
      },
    ]),
    areasTitle: "Aree tematiche",
    ...cardTexts("areas", [
      {
        title: "Didattica digitale",
        text: "Intelligenza artificiale, piattaforme collaborative, contenuti multimediali e ambienti immersivi per lezioni più coinvolgenti.",
      },
      {
        title: "Inclusione e personalizzazione",
        text: "Materiali accessibili, strumenti compensativi e percorsi differenziati per studenti con BES e DSA.",
      },
      {
        title: "Valutazione formativa",
        text: "Rubriche, feedback frequenti, autovalutazione e strumenti digitali per seguire i progressi di ogni studente.",
      },
      {
        title: "Competenze trasversali",
        text: "Problem solving, lavoro di gruppo, pensiero critico e cittadinanza digitale, dentro ogni disciplina.",
      },
    ]),
    modesTitle: "Modalità di formazione",
    ...cardTexts("modes", [
      {
        title: "Corsi online",
        text: "Videolezioni e materiali sempre disponibili, da seguire con i tuoi tempi, con quiz e attestato finale.",
      },
      {
        title: "Webinar interattivi",
        text: "Incontri in diretta con l'esperto per fare domande, confrontarsi con i colleghi e vedere gli strumenti in azione.",
      },
      {
        title: "Laboratori pratici",
        text: "Sessioni in presenza o nel nostro Smart Lab, con robot, stampanti 3D e dispositivi da usare davvero.",
      },
    ]),
    closingTitle: "Trova il corso giusto per la tua classe",
    closingText:
      "Intelligenza artificiale, podcast, Canva, robotica educativa e molto altro: tutti i corsi per docenti, con programma, durata e scheda da scaricare.",
    closingAction: "Vedi i corsi per docenti",
    closingActionLink: "/corsi?filter=docenti",
  },
} as const satisfies PageTextsPage;
