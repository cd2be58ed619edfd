// The editable texts of /etn-world (decision 047). The agencies and the
// services stay in partners-content.ts.
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  CLOSING_WITH_BUTTON,
  introOpening,
  section,
} from "~/features/pages/texts/page-text-fields";

export const NETWORK_TEXTS = {
  key: "etn-world",
  title: "La rete ETN World",
  path: "/etn-world",
  meta: {
    title: "ETN World",
    description:
      "Le 8 agenzie partner della rete ETN World in Italia, Irlanda, Regno Unito, Spagna, Germania, Bulgaria, Portogallo e Grecia, e i servizi per la mobilità.",
  },
  groups: [
    introOpening(),
    section("agencies", "Le agenzie partner", { intro: true }),
    section("services", "I servizi"),
    CLOSING_WITH_BUTTON,
  ],
  defaults: {
    heroKicker: "8 agenzie in Europa",
    heroTitle: "La rete ETN World",
    heroIntro:
      "Otto agenzie partner in otto Paesi europei, una in Italia e sette all'estero, seguono docenti e studenti prima, durante e dopo la mobilità.",
    heroImage: "",
    agenciesTitle: "Le agenzie partner",
    agenciesIntro:
      "Ogni agenzia conosce le scuole, le famiglie ospitanti e le aziende della sua città: è il vostro punto di riferimento a destinazione.",
    servicesTitle: "I nostri servizi",
    closingTitle: "Prenota una consulenza gratuita di 30 minuti",
    closingText:
      "In mezz'ora valutiamo con te destinazione, tempi e finanziamenti possibili per la mobilità della tua scuola. Senza impegno.",
    closingAction: "Prenota la consulenza",
    closingActionLink: "/contatti",
  },
} as const satisfies PageTextsPage;
