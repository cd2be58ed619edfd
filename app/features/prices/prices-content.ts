/** Prices and conditions of spec §9, one card per offer, for /prezzi and /prezzi-studenti. */
export type PriceCard = {
  id: string;
  title: string;
  /** One line on who the offer is for. */
  summary: string;
  /** The figure shown large, e.g. '€ 156'; null when there is no price to show. */
  price: string | null;
  /** What the price is per, e.g. "all'ora"; or the text shown instead of a price. */
  unit: string;
  conditions: string[];
  /** Whether the Carta del Docente can pay for it (spec §9); null where it does not apply. */
  teacherCard: boolean | null;
  contactLabel: string;
};

export const TEACHER_PRICES: PriceCard[] = [
  {
    id: "scuole-online-sincrono",
    title: "Scuole: formazione online sincrona",
    summary: "Corsi su misura per collegi docenti, dipartimenti e reti di scuole.",
    price: "€ 156",
    unit: "all'ora",
    conditions: [
      "A partire da 10 ore di formazione",
      "Lezioni in diretta con l'esperto, in orario concordato con la scuola",
      "Programma costruito sul Piano triennale dell'offerta formativa",
      "Registro delle presenze e attestati per ogni partecipante",
    ],
    teacherCard: false,
    contactLabel: "Richiedi un preventivo per la scuola",
  },
  {
    id: "e-learning",
    title: "E-learning",
    summary: "Corsi online da seguire in autonomia, quando e dove vuoi.",
    price: "€ 99",
    unit: "a docente",
    conditions: [
      "10 ore di formazione",
      "Videolezioni, materiali e quiz sempre disponibili",
      "Attestato valido per la formazione in servizio",
    ],
    teacherCard: true,
    contactLabel: "Chiedi informazioni sull'e-learning",
  },
  {
    id: "sofia",
    title: "Piattaforma SOFIA",
    summary: "Corsi riconosciuti dal Ministero con iscrizione su SOFIA.",
    price: "€ 199",
    unit: "a docente",
    conditions: [
      "25 ore di formazione",
      "Webinar di 2 ore con l'esperto",
      "1 credito formativo",
      "Iscrizione e attestato sulla piattaforma SOFIA",
    ],
    teacherCard: true,
    contactLabel: "Chiedi informazioni sui corsi SOFIA",
  },
  {
    id: "individuale",
    title: "Lezioni individuali",
    summary: "Formazione uno a uno, sul tema e con i tempi che scegli tu.",
    price: "€ 100",
    unit: "all'ora",
    conditions: [
      "Programma personalizzato con il formatore",
      "Online, in orario concordato",
      "Ideale per preparare un progetto o una lezione specifica",
    ],
    teacherCard: true,
    contactLabel: "Prenota una lezione individuale",
  },
];

export const STUDENT_PRICES: PriceCard[] = [
  {
    id: "erasmus",
    title: "Erasmus+",
    summary: "Corsi all'estero durante i progetti di mobilità della scuola.",
    price: null,
    unit: "Incluso nel pacchetto di mobilità",
    conditions: [
      "Nessun costo aggiuntivo per lo studente",
      "Attività svolte con i partner della nostra rete in Europa",
      "Riconoscimento delle ore come PCTO",
    ],
    teacherCard: null,
    contactLabel: "Chiedi informazioni sui progetti Erasmus+",
  },
  {
    id: "pcto-online-asincrono",
    title: "PCTO online asincrono",
    summary: "Percorsi da seguire in autonomia, con tutor a distanza.",
    price: "€ 25",
    unit: "a studente",
    conditions: [
      "Massimo 40 ore di percorso",
      "Videolezioni, esercitazioni e project work",
      "Attestato delle ore per il fascicolo PCTO",
    ],
    teacherCard: null,
    contactLabel: "Chiedi informazioni sul PCTO asincrono",
  },
  {
    id: "pcto-online-sincrono",
    title: "PCTO online sincrono",
    summary: "Lezioni in diretta con l'esperto, per la classe o per gruppi.",
    price: "€ 112",
    unit: "all'ora",
    conditions: [
      "Massimo 25 studenti per gruppo",
      "Calendario concordato con la scuola",
      "Attività pratiche e progetto finale",
    ],
    teacherCard: null,
    contactLabel: "Chiedi informazioni sul PCTO sincrono",
  },
  {
    id: "pcto-presenza",
    title: "PCTO in presenza",
    summary: "Laboratori a scuola o nel nostro Smart Lab di Potenza.",
    price: "€ 150",
    unit: "all'ora",
    conditions: [
      "Massimo 25 studenti per gruppo",
      "Attrezzature e materiali del laboratorio inclusi",
      "Formatori esperti in aula",
    ],
    teacherCard: null,
    contactLabel: "Chiedi informazioni sul PCTO in presenza",
  },
];

export type Faq = { question: string; answer: string };

export const STUDENT_PRICES_FAQ: Faq[] = [
  {
    question: "Chi paga i percorsi PCTO?",
    answer:
      "Di solito la scuola, con i fondi per i PCTO o con progetti PON e PNRR; in alcuni casi il contributo è richiesto alle famiglie. Prepariamo il preventivo intestato all'istituto e lo adattiamo al numero di studenti e di ore.",
  },
  {
    question: "Le ore svolte valgono come PCTO?",
    answer:
      "Sì. Al termine rilasciamo l'attestato con le ore effettivamente svolte da ogni studente e la descrizione delle competenze, da inserire nel fascicolo PCTO e nel curriculum dello studente.",
  },
  {
    question: "Quanti studenti possono partecipare?",
    answer:
      "I percorsi online sincroni e in presenza accolgono al massimo 25 studenti per gruppo, per lasciare spazio alle attività pratiche. Per classi più numerose formiamo due gruppi. Il percorso asincrono non ha limiti di gruppo.",
  },
  {
    question: "Quando possono iniziare i corsi?",
    answer:
      "Tutti i corsi per studenti partono a richiesta: concordiamo con la scuola calendario e orari, anche in orario extracurricolare o nei periodi di sospensione delle lezioni.",
  },
  {
    question: "Come funzionano i corsi nei progetti Erasmus+?",
    answer:
      "Se la scuola partecipa a un progetto di mobilità con la nostra rete, i corsi svolti all'estero sono compresi nel pacchetto di mobilità: lo studente non paga nulla in più.",
  },
];
