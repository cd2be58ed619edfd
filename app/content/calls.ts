import type { CallWindow } from "~/lib/call-status";

/**
 * The dated calls of spec §9. Instants carry their Rome offset (CEST +02:00
 * until the last Sunday of October, CET +01:00 after it); the labels are the
 * same instants written for people (tests/unit/calls.test.ts keeps them in step).
 */
export type DatedCall = CallWindow & {
  deadlineLabel: string;
  opensLabel?: string;
  /** The date by which we advise schools to contact us, to prepare the application. */
  contactBy?: string;
  contactByLabel?: string;
};

/** Regional call for STEM school laboratories (Basilicata). */
export const BASILICATA_CALL = {
  opensAt: "2025-10-01T00:00:00+02:00",
  opensLabel: "1 ottobre 2025",
  deadline: "2025-11-15T14:00:00+01:00",
  deadlineLabel: "15 novembre 2025, ore 14:00",
  schoolYear: "2025-2026",
  totalBudget: "1.000.000 €",
  perLaboratory: "42.800 €",
  perInstituteMax: "122.800 €",
  minPupils: 15,
  prizeShare: "25%",
} as const satisfies DatedCall & Record<string, unknown>;

/** MOVE 2025, the regional language-mobility call. */
export const MOVE_2025_CALL = {
  deadline: "2025-10-09T13:00:00+02:00",
  deadlineLabel: "9 ottobre 2025, ore 13:00",
  contactBy: "2025-09-30",
  contactByLabel: "30 settembre 2025",
  budget: "6 milioni di euro",
  students: "500+",
  weeksAbroad: 2,
  languageHours: 60,
  maxProjectsPerSchool: 2,
  singleProjectStudents: "15–30",
  networkProjectStudents: "15–60",
} as const satisfies DatedCall & Record<string, unknown>;

/** The public tender through which schools can fund the AI Evolution Lab. */
export const AI_LAB_TENDER = {
  deadline: "2025-07-05T18:00:00+02:00",
  deadlineLabel: "5 luglio 2025, ore 18:00",
  contactBy: "2025-06-20",
  contactByLabel: "20 giugno 2025",
} as const satisfies DatedCall;
