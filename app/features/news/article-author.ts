/**
 * The author shown on every article (spec §2: fixed, not stored per post): the
 * school's Head of Training with her photo and role. The same person signs the
 * teacher courses (app/features/courses/courses-content.ts).
 */
export const NEWS_AUTHOR = {
  name: "Dott.ssa Maria Carlucci",
  role: "Responsabile della formazione",
  image: "/images/people/responsabile-formazione.svg",
} as const;
