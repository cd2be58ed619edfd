/** Spec §1: the school's marketing figures, shown where the site presents the school. */
export const SCHOOL_FIGURES: readonly { value: string; label: string }[] = [
  { value: "25+", label: "anni di esperienza" },
  { value: "98%", label: "candidature approvate" },
  { value: "500+", label: "progetti realizzati" },
  { value: "8", label: "agenzie in Europa" },
];

/** Spec §1: the international group (about page). */
export const GROUP_FIGURES = { studentsPerYear: "5000", agenciesAbroad: 7, countriesAbroad: 7 };

/** Spec §2 (/chi-siamo): the four values, in this order. */
export const SCHOOL_VALUES: readonly { title: string; text: string }[] = [
  {
    title: "Innovazione",
    text: "Portiamo in aula intelligenza artificiale, robotica e metodologie attive quando servono davvero all'apprendimento, non per moda: ogni strumento arriva con un percorso per usarlo bene.",
  },
  {
    title: "Inclusione",
    text: "Progettiamo attività accessibili a ogni studente e a ogni docente, con attenzione ai bisogni educativi speciali e alle scuole delle aree interne, che meritano le stesse opportunità delle città.",
  },
  {
    title: "Qualità",
    text: "Formatori selezionati, programmi verificati e monitoraggio costante: lo chiede il nostro accreditamento ministeriale e lo chiedono le scuole che ci affidano i loro progetti.",
  },
  {
    title: "Concretezza",
    text: "Ogni corso termina con qualcosa che resta: un'unità di apprendimento pronta, un prototipo, una candidatura presentata, una mobilità realizzata.",
  },
];
