// The editable texts of /ai-evolution-lab (decision 047). The programme's
// figures (ai-lab-content.ts) and the tender's dates (its record) stay
// computed: the page writes them after the texts.
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  action,
  image,
  line,
  opening,
  paragraphs,
  section,
} from "~/features/pages/texts/page-text-fields";

export const AI_LAB_TEXTS = {
  key: "ai-evolution-lab",
  title: "AI Evolution Lab",
  path: "/ai-evolution-lab",
  meta: {
    title: "AI Evolution Lab",
    description:
      "AI Evolution Lab: il laboratorio di intelligenza artificiale chiavi in mano per le scuole, con 20+ postazioni, 50+ framework, 100+ dispositivi IoT e una community attiva 24/7.",
  },
  groups: [
    opening(
      paragraphs(
        "heroIntro",
        "Presentazione, prima della durata del programma",
        "La pagina continua con «Con un programma di N mesi che accompagna la scuola ben oltre il collaudo.», dal programma del laboratorio.",
      ),
      image(
        "heroImage",
        "Immagine di apertura",
        "Accanto al titolo. Senza una scelta la pagina mostra l'illustrazione del laboratorio.",
      ),
    ),
    section("features", "Caratteristiche", { intro: true }),
    {
      legend: "Altre sezioni",
      fields: [
        ...action("featuresAction", "Pulsante delle caratteristiche"),
        line("methodTitle", "Metodologia: titolo"),
        line("tenderTitle", "Bando: titolo"),
        line("contactTitle", "Contatti: titolo"),
        ...action("contactAction", "Pulsante dei contatti"),
      ],
    },
  ],
  defaults: {
    heroKicker: "Laboratorio di intelligenza artificiale per le scuole",
    heroTitle: "AI Evolution Lab",
    heroIntro:
      "Un laboratorio chiavi in mano dove studenti e docenti usano l'intelligenza artificiale per progettare, costruire e capire.",
    heroImage: "",
    featuresTitle: "Caratteristiche",
    featuresIntro:
      "Tutto quello che serve per fare intelligenza artificiale a scuola, installato, collaudato e accompagnato.",
    featuresAction: "Scopri tutte le dotazioni",
    featuresActionLink: "/caratteristiche-lab",
    methodTitle: "Metodologia",
    tenderTitle: "Il bando per finanziare il laboratorio",
    contactTitle: "Contatti",
    contactAction: "Prenota la consulenza gratuita",
    contactActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
