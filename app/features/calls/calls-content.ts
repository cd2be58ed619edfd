import type { CallHomeCard } from "~/features/calls/calls";

/**
 * The initial funding calls (bandi) of an empty database (spec §9). Once seeded,
 * staff change them at /admin/bandi: the database is the only source of truth
 * for dates, links and home-card texts (docs/decisions/031). Instants carry
 * their Rome offset (CEST +02:00 until the last Sunday of October, CET +01:00
 * after it).
 */
export type CallSeed = CallHomeCard & {
  key: string;
  title: string;
  opensAt?: string;
  deadline: string;
  contactBy?: string;
  officialUrl?: string;
};

export const CALL_SEED: readonly CallSeed[] = [
  {
    // Regional call for STEM school laboratories (Basilicata).
    key: "fondi-basilicata",
    title: "Fondi Basilicata STEM",
    opensAt: "2025-10-01T00:00:00+02:00",
    deadline: "2025-11-15T14:00:00+01:00",
    officialUrl: "https://portalebandi.regione.basilicata.it/",
    onHome: true,
    position: 1,
    cardTitle: "Fondi Basilicata STEM",
    cardDescription:
      "Laboratori STEM extracurricolari per le scuole secondarie lucane: fino a 122.800 € per istituto per attrezzature, formazione e premi agli studenti.",
    cardButton: "Scopri il bando",
    cardClosedButton: "Leggi i dettagli del bando",
    cardLink: "/fondi-basilicata",
    cardTheme: "smeraldo",
  },
  {
    // MOVE 2025, the regional language-mobility call.
    key: "move-2025",
    title: "MOVE 2025",
    deadline: "2025-10-09T13:00:00+02:00",
    contactBy: "2025-09-30",
    officialUrl: "https://move2025.regione.basilicata.it/",
    onHome: true,
    position: 2,
    cardTitle: "MOVE 2025 – Mobilità linguistica",
    cardDescription:
      "Un bando da 6 milioni di € per due settimane di studio all'estero con 60 ore di lingua: progettiamo con la scuola viaggio, corsi e accoglienza.",
    cardButton: "Candidati con noi",
    cardClosedButton: "Vai al sito del bando",
    cardLink: "https://move2025.regione.basilicata.it/",
    cardTheme: "cielo",
  },
  {
    // The public tender through which schools can fund the AI Evolution Lab.
    key: "ai-lab-tender",
    title: "Bando per i laboratori innovativi (AI Evolution Lab)",
    deadline: "2025-07-05T18:00:00+02:00",
    contactBy: "2025-06-20",
    onHome: false,
    position: 3,
    cardTitle: "",
    cardDescription: "",
    cardButton: "",
    cardClosedButton: "",
    cardLink: "",
    cardTheme: "viola",
  },
];

/** Figures of the Basilicata call quoted in the pages' copy (spec §9); not dates, not edited by staff. */
export const BASILICATA_FIGURES = {
  schoolYear: "2025-2026",
  totalBudget: "1.000.000 €",
  perLaboratory: "42.800 €",
  perInstituteMax: "122.800 €",
  minPupils: 15,
  prizeShare: "25%",
} as const;

/** Figures of MOVE 2025 quoted in its page's copy (spec §9). */
export const MOVE_2025_FIGURES = {
  budget: "6 milioni di euro",
  students: "500+",
  weeksAbroad: 2,
  languageHours: 60,
  maxProjectsPerSchool: 2,
  singleProjectStudents: "15–30",
  networkProjectStudents: "15–60",
} as const;

/** The big figures at the top of each call's own page. */
export const CALL_PAGE_STATS = {
  "fondi-basilicata": [
    { value: BASILICATA_FIGURES.totalBudget, label: "di dotazione complessiva" },
    { value: BASILICATA_FIGURES.perLaboratory, label: "per ogni laboratorio" },
    { value: BASILICATA_FIGURES.perInstituteMax, label: "al massimo per istituto" },
    { value: `fino al ${BASILICATA_FIGURES.prizeShare}`, label: "del finanziamento in premi" },
  ],
  "move-2025": [
    { value: "6 mln €", label: "di dotazione complessiva" },
    { value: MOVE_2025_FIGURES.students, label: "studenti in mobilità" },
    { value: `${MOVE_2025_FIGURES.weeksAbroad} settimane`, label: "di soggiorno all'estero" },
    { value: `${MOVE_2025_FIGURES.languageHours} ore`, label: "di formazione linguistica" },
  ],
} as const;
