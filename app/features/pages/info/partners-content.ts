/** Spec §3: a partner agency of the ETN World network (static content). */
export type PartnerAgency = {
  name: string;
  /** City. */
  location: string;
  country: string;
  website: string;
  logoUrl: string;
};

/** Shown in place of a logo that fails to load (with the agency's name over it). */
export const PARTNER_LOGO_PLACEHOLDER = "/images/partners/placeholder.svg";

/** The 8 agencies of spec §2, in its order: Italy first, then the 7 agencies abroad. */
export const PARTNER_AGENCIES: readonly PartnerAgency[] = [
  {
    name: "Lucania Mobility Hub",
    location: "Potenza",
    country: "Italia",
    website: "https://www.lucaniamobilityhub.it/",
    logoUrl: "/images/partners/lucania-mobility-hub.svg",
  },
  {
    name: "Shamrock Learning Exchange",
    location: "Dublino",
    country: "Irlanda",
    website: "https://www.shamrocklearningexchange.ie/",
    logoUrl: "/images/partners/shamrock-learning-exchange.svg",
  },
  {
    name: "Thames Bridge Education",
    location: "Londra",
    country: "Regno Unito",
    website: "https://www.thamesbridgeeducation.co.uk/",
    logoUrl: "/images/partners/thames-bridge-education.svg",
  },
  {
    name: "Iberia Aula Viva",
    location: "Valencia",
    country: "Spagna",
    website: "https://www.iberiaaulaviva.es/",
    logoUrl: "/images/partners/iberia-aula-viva.svg",
  },
  {
    name: "Rhein Campus Austausch",
    location: "Colonia",
    country: "Germania",
    website: "https://www.rheincampusaustausch.de/",
    logoUrl: "/images/partners/rhein-campus-austausch.svg",
  },
  {
    name: "Balkan Horizon Training",
    location: "Sofia",
    country: "Bulgaria",
    website: "https://www.balkanhorizontraining.bg/",
    logoUrl: "/images/partners/balkan-horizon-training.svg",
  },
  {
    name: "Tejo Mobilidade Educativa",
    location: "Lisbona",
    country: "Portogallo",
    website: "https://www.tejomobilidade.pt/",
    logoUrl: "/images/partners/tejo-mobilidade-educativa.svg",
  },
  {
    name: "Aegean Paideia Network",
    location: "Salonicco",
    country: "Grecia",
    website: "https://www.aegeanpaideia.gr/",
    logoUrl: "/images/partners/aegean-paideia-network.svg",
  },
];

/** Spec §2 (/etn-world): the three columns of services. */
export const MOBILITY_SERVICES: readonly { title: string; items: readonly string[] }[] = [
  {
    title: "Prima della partenza",
    items: [
      "Analisi dei bisogni della scuola e scelta della destinazione più adatta",
      "Stesura e revisione della candidatura Erasmus+",
      "Preparazione linguistica e culturale dei partecipanti",
      "Viaggio, assicurazione e pratiche amministrative",
    ],
  },
  {
    title: "Durante la mobilità",
    items: [
      "Accoglienza in aeroporto e referente locale sempre raggiungibile",
      "Alloggio verificato in famiglia, residence o hotel",
      "Corsi, job shadowing e tirocini con tutor dedicato",
      "Monitoraggio settimanale e attività culturali",
    ],
  },
  {
    title: "Dopo il rientro",
    items: [
      "Certificati di frequenza ed Europass Mobilità",
      "Supporto alla rendicontazione e al report finale",
      "Piano di disseminazione dei risultati nella scuola",
      "Valutazione dell'impatto e progettazione della mobilità successiva",
    ],
  },
];
