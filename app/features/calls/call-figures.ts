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
