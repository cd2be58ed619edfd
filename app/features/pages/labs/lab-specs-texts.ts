// The editable texts of /caratteristiche-lab (decision 047). The specification
// tabs keep their own lists (lab-specs-content.ts).
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import { LAB_INFRASTRUCTURE } from "~/features/pages/labs/lab-specs-content";
import {
  action,
  cardTexts,
  opening,
  paragraphs,
  section,
} from "~/features/pages/texts/page-text-fields";

export const LAB_SPECS_TEXTS = {
  key: "caratteristiche-lab",
  title: "Caratteristiche del laboratorio",
  path: "/caratteristiche-lab",
  groups: [
    opening(paragraphs("heroIntro", "Presentazione")),
    section("specs", "Le dotazioni"),
    section("infrastructure", "Infrastruttura", {
      intro: true,
      cards: { count: LAB_INFRASTRUCTURE.length, label: "Voce" },
    }),
    {
      legend: "Invito finale",
      fields: [
        ...section("contact", "Invito finale", { intro: true }).fields,
        ...action("contactAction", "Pulsante dell'invito"),
      ],
    },
  ],
  defaults: {
    heroKicker: "AI Evolution Lab",
    heroTitle: "Caratteristiche del laboratorio",
    heroIntro:
      "Ogni dotazione è scelta per un uso didattico preciso e arriva installata, collaudata e accompagnata da attività pronte per la classe.",
    specsTitle: "Le dotazioni",
    infrastructureTitle: "Infrastruttura",
    infrastructureIntro:
      "Prima dell'installazione verifichiamo gli spazi della scuola; quello che manca lo progettiamo e lo realizziamo noi.",
    ...cardTexts("infrastructure", LAB_INFRASTRUCTURE),
    contactTitle: "Vuoi un laboratorio così nella tua scuola?",
    contactIntro:
      "Raccontaci i tuoi spazi e le tue classi: ti proponiamo la configurazione giusta e ti aiutiamo a finanziarla.",
    contactAction: "Contattaci",
    contactActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
