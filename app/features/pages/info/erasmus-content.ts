/** Spec §2 (/erasmus): the three opportunity cards. */
export const ERASMUS_OPPORTUNITIES: readonly { id: string; title: string; text: string }[] = [
  {
    id: "mobilita-docenti",
    title: "Mobilità dei docenti",
    text: "Corsi strutturati e job shadowing in scuole europee per una o due settimane: lingue, didattica digitale, inclusione e gestione della classe, con certificato finale ed Europass Mobilità.",
  },
  {
    id: "scambi-giovanili",
    title: "Scambi giovanili",
    text: "Gruppi di studenti che vivono e lavorano insieme a coetanei di altri Paesi su un tema comune, dalla sostenibilità alla cittadinanza digitale, accompagnati dai loro docenti.",
  },
  {
    id: "progetti-strategici",
    title: "Progetti strategici",
    text: "Partenariati tra scuole ed enti di Paesi diversi per sviluppare e condividere pratiche innovative: ti aiutiamo a trovare i partner, scrivere il progetto e gestirlo fino alla rendicontazione.",
  },
];

export type ErasmusProject = {
  id: string;
  action: string;
  title: string;
  period: string;
  summary: string;
  activities: readonly string[];
};

/** Spec §2 (/erasmus): the two current projects. */
export const ERASMUS_PROJECTS: readonly ErasmusProject[] = [
  {
    id: "ka1",
    action: "KA1 · Mobilità per l'apprendimento",
    title: "Docenti lucani in Europa",
    period: "2024-2026",
    summary:
      "Un progetto di mobilità per il personale delle scuole del nostro consorzio: docenti e dirigenti seguono corsi e periodi di osservazione presso le agenzie partner della rete ETN World.",
    activities: [
      "Corsi strutturati a Dublino, Valencia e Lisbona",
      "Job shadowing in scuole secondarie di Colonia e Salonicco",
      "Laboratori di restituzione nelle scuole di provenienza",
    ],
  },
  {
    id: "ka2",
    action: "KA2 · Partenariato di cooperazione",
    title: "Classi digitali senza confini",
    period: "2024-2025",
    summary:
      "Un partenariato tra scuole italiane, bulgare e greche per costruire insieme attività di didattica digitale e intelligenza artificiale, sperimentate in classe e raccolte in un kit aperto.",
    activities: [
      "Tre incontri transnazionali di progetto",
      "Un kit di 12 attività didattiche tradotto in tre lingue",
      "Una conferenza finale aperta alle scuole del territorio",
    ],
  },
];

/** The sentence the programme requires beside the EU emblem on funded projects' material. */
export const EU_DISCLAIMER =
  "Finanziato dall'Unione europea. I punti di vista e le opinioni espressi sono tuttavia esclusivamente quelli degli autori e non riflettono necessariamente quelli dell'Unione europea o dell'Agenzia esecutiva europea per l'istruzione e la cultura (EACEA). Né l'Unione europea né l'EACEA possono esserne ritenute responsabili.";
