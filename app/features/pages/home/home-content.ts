import type { CardTheme } from "~/features/calls/public-api";
import type { SiteSettings } from "~/platform/site";

/** Where a card's button goes: a page of ours, or one of the external sites of the settings. */
export type OpportunityLink =
  { external: false; to: string } | { external: true; site: keyof SiteSettings["external"] };

/**
 * A featured-opportunity card of the home page that is not a call (spec §2, §3
 * "Opportunity card"). The cards of the calls come first, from the calls table
 * (staff edit them at /admin/bandi; docs/decisions/031); these two follow.
 */
export type StaticOpportunityCard = {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  link: OpportunityLink;
  theme: CardTheme;
};

export const STATIC_OPPORTUNITIES: StaticOpportunityCard[] = [
  {
    id: "ai-evolution-lab",
    title: "AI Evolution Lab",
    description:
      "Un laboratorio di intelligenza artificiale chiavi in mano: postazioni, robotica, dispositivi IoT e 24 mesi di comunità di pratica per i docenti.",
    buttonText: "Scopri il laboratorio",
    link: { external: false, to: "/ai-evolution-lab" },
    theme: "viola",
  },
  {
    id: "pcto-dm-88",
    title: "PCTO e DM 88",
    description:
      "Percorsi per le competenze trasversali e l'orientamento online e in presenza, costruiti sulle indicazioni del decreto ministeriale 88.",
    buttonText: "Leggi il decreto",
    link: { external: true, site: "pcto" },
    theme: "ambra",
  },
];

/** The six strengths of the home page (figures of spec §1). */
export const STRENGTHS = [
  {
    icon: "award",
    title: "Ente accreditato MIM",
    text: "Riconosciuti dal Ministero dell'Istruzione e del Merito per la formazione del personale scolastico (Direttiva 170/2016).",
  },
  {
    icon: "history",
    title: "25+ anni di esperienza",
    text: "Da oltre venticinque anni progettiamo formazione e mobilità con le scuole del Mezzogiorno.",
  },
  {
    icon: "badge-check",
    title: "98% di candidature approvate",
    text: "Scriviamo progetti Erasmus+ e regionali insieme alle scuole, con un tasso di approvazione del 98%.",
  },
  {
    icon: "folder",
    title: "500+ progetti realizzati",
    text: "Corsi, mobilità e laboratori portati a termine con istituti di ogni ordine e grado.",
  },
  {
    icon: "globe",
    title: "8 agenzie in Europa",
    text: "Una rete di partner in otto paesi per mobilità di docenti e studenti seguite passo dopo passo.",
  },
  {
    icon: "credit-card",
    title: "Carta del Docente accettata",
    text: "Corsi e-learning, percorsi SOFIA e lezioni individuali pagabili con il bonus per l'aggiornamento.",
  },
] as const;

export type StrengthIcon = (typeof STRENGTHS)[number]["icon"];

/**
 * The three teacher courses featured on the home page (spec §9), in this order:
 * seed data only (decision 029); staff choose them in /admin/corsi afterwards.
 */
export const FEATURED_COURSE_SLUGS = [
  "chatgpt-docenza-docenti",
  "ai-podcasting-docenza-docenti",
  "canva-docenza-docenti",
] as const;

/** Static testimonials (spec §2). */
export const TESTIMONIALS = [
  {
    quote:
      "Il corso su ChatGPT mi ha dato un metodo: ora preparo verifiche differenziate in metà del tempo e so spiegare ai ragazzi quando fidarsi delle risposte.",
    author: "Anna Lombardi",
    role: "Docente di scuola primaria, Melfi",
    image: "/images/people/testimonianza-docente-primaria.svg",
  },
  {
    quote:
      "Ci hanno seguiti dalla scrittura del progetto fino al rientro degli studenti. Per una scuola piccola come la nostra è stato decisivo avere un solo interlocutore.",
    author: "Giuseppe Santoro",
    role: "Dirigente scolastico, istituto comprensivo della provincia di Potenza",
    image: "/images/people/testimonianza-dirigente.svg",
  },
  {
    quote:
      "Nel PCTO di intelligenza artificiale abbiamo costruito un podcast vero, dalla scaletta al montaggio. È la prima volta che un progetto di scuola mi è sembrato lavoro vero.",
    author: "Luca Pignatelli",
    role: "Studente del quarto anno, liceo scientifico di Potenza",
    image: "/images/people/testimonianza-studente.svg",
  },
] as const;
