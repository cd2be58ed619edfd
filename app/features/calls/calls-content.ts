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
