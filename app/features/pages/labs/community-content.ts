/** Spec §2 (/ai-evolution-community): the monthly cycle. */
export const COMMUNITY_CYCLE: readonly { when: string; title: string; text: string }[] = [
  {
    when: "Settimana 1",
    title: "Lancio della sfida",
    text: "Un webinar di un'ora presenta la sfida del mese, con materiali pronti per la classe e un esempio svolto passo passo.",
  },
  {
    when: "Settimane 2-3",
    title: "Sperimentazione in classe",
    text: "Le classi lavorano nel laboratorio; i docenti hanno sportelli di tutoraggio e il canale di supporto della community sempre aperto.",
  },
  {
    when: "Settimana 4",
    title: "Condivisione",
    text: "Ogni scuola pubblica i lavori degli studenti; in un incontro finale si discute cosa ha funzionato e si sceglie la sfida successiva.",
  },
];

/** Spec §2: the 24-month path in four phases. */
export const COMMUNITY_PHASES: readonly { months: string; title: string; text: string }[] = [
  {
    months: "Mesi 1-6",
    title: "Fondamenta",
    text: "Formazione dei docenti, primi progetti guidati, regole d'uso del laboratorio e alfabetizzazione all'AI per tutte le classi coinvolte.",
  },
  {
    months: "Mesi 7-12",
    title: "Sperimentazione",
    text: "Le classi affrontano le prime sfide in autonomia: visione artificiale, robotica, sensori; primi scambi con le altre scuole della community.",
  },
  {
    months: "Mesi 13-18",
    title: "Progetti interdisciplinari",
    text: "Progetti che attraversano più materie e coinvolgono il territorio: enti locali, aziende, associazioni diventano committenti degli studenti.",
  },
  {
    months: "Mesi 19-24",
    title: "Autonomia e disseminazione",
    text: "La scuola gestisce il laboratorio da sola, i suoi docenti diventano tutor per le nuove scuole e i risultati vengono presentati in un evento pubblico.",
  },
];
