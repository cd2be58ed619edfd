// The editable texts of /ai-evolution-community (decision 047). The
// programme's figures (ai-lab-content.ts), the regional tender's figure and the
// tender's dates (its record) stay computed, and so do the sentences built on
// them; the monthly cycle and the phases keep their own lists
// (community-content.ts).
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  line,
  opening,
  paragraphs,
  section,
} from "~/features/pages/texts/page-text-fields";

export const COMMUNITY_TEXTS = {
  key: "ai-evolution-community",
  title: "AI Evolution Community",
  path: "/ai-evolution-community",
  meta: {
    title: "AI Evolution Community",
    description:
      "La comunità di pratica dei docenti dell'AI Evolution Lab: un ciclo mensile di formazione, sperimentazione e condivisione lungo un percorso di 24 mesi.",
  },
  groups: [
    opening(
      paragraphs(
        "heroIntro",
        "Presentazione, prima della durata del programma",
        "La pagina continua con «Per N mesi i docenti delle scuole dell'AI Evolution Lab imparano insieme, …», dal programma del laboratorio.",
      ),
    ),
    {
      legend: "La visione",
      fields: [line("visionTitle", "Visione: titolo"), paragraphs("visionText", "Visione: testo")],
    },
    section("cycle", "Il ciclo mensile", { intro: true }),
    {
      legend: "Il percorso",
      fields: [
        line(
          "pathTitle",
          "Percorso: titolo, prima della durata",
          "La pagina aggiunge «di N mesi», dal programma del laboratorio.",
        ),
        paragraphs("pathIntro", "Percorso: introduzione"),
      ],
    },
    {
      legend: "Altre sezioni",
      fields: [
        line("investmentTitle", "Investimento: titolo"),
        line("tenderTitle", "Scadenza del bando: titolo"),
        line("contactTitle", "Contatti: titolo"),
        ...action("contactAction", "Pulsante dei contatti"),
      ],
    },
  ],
  defaults: {
    heroKicker: "Comunità di pratica",
    heroTitle: "AI Evolution Community",
    heroIntro: "Il laboratorio è l'inizio.",
    visionTitle: "La nostra visione",
    visionText:
      "Un'aula piena di tecnologia non cambia la scuola da sola: la cambiano i docenti che sanno usarla e che non si sentono soli quando qualcosa non funziona. Per questo ogni laboratorio entra in una comunità che lavora con un ritmo preciso, mese dopo mese.\n\nNella community un docente di Potenza può riusare l'attività che un collega di Matera ha già provato in classe, chiedere aiuto alle 22 di sera e trovare una risposta, e portare i suoi studenti a confrontarsi con quelli di altre scuole.",
    cycleTitle: "Il ciclo mensile",
    cycleIntro:
      "Ogni mese ha la stessa struttura, così i docenti possono programmare le attività con le classi.",
    pathTitle: "Il percorso",
    pathIntro:
      "Quattro fasi di sei mesi, dalla prima accensione delle postazioni alla scuola che forma altre scuole.",
    investmentTitle: "L'investimento",
    tenderTitle: "Scadenza del bando",
    contactTitle: "Contatti",
    contactAction: "Scrivici dalla pagina contatti",
    contactActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
