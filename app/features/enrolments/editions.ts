/**
 * Course editions, browser-safe. The rules that touch the database are in
 * editions.server.ts and seats.server.ts.
 */
import { formatDateIt, formatDateTimeIt } from "~/platform/format-date";
import type { CourseEdition } from "~/platform/db/schema";
import { formatEuro } from "~/platform/money";
import type { LessonView } from "~/features/enrolments/lessons/lesson-hours";

export type EditionMode = CourseEdition["mode"];

/** A course's next edition taking enrolments, as a catalogue card shows it. */
export type NextEdition = {
  startDate: string;
  endDate: string | null;
  priceCents: number | null;
  seatsLeft: number;
};
export type EditionStatus = CourseEdition["status"];

export const EDITION_MODES: readonly { value: EditionMode; label: string }[] = [
  { value: "online", label: "Online" },
  { value: "in_presenza", label: "In presenza" },
  { value: "e_learning", label: "E-learning" },
];

export const EDITION_STATUSES: readonly { value: EditionStatus; label: string }[] = [
  { value: "aperta", label: "Aperta" },
  { value: "chiusa", label: "Chiusa" },
];

export function editionModeLabel(mode: EditionMode): string {
  return EDITION_MODES.find((m) => m.value === mode)?.label ?? mode;
}

/** An edition taking enrolments, as the course page and the enrolment form show it. */
export type PublicEdition = {
  id: string;
  startDate: string;
  endDate: string | null;
  schedule: string;
  mode: EditionMode;
  place: string;
  seats: number;
  /** ISO instant, or null when enrolments stay open while the edition is. */
  enrolmentDeadline: string | null;
  /** Per participant, in cents; null: no price to pay online (decision 058). */
  priceCents: number | null;
  /** On a school order, in cents; null: the same as `priceCents`. */
  schoolPriceCents: number | null;
  certificateHours: number;
  /** The SOFIA platform's identifiers (empty when the edition is not on SOFIA). */
  sofiaInitiativeId: string;
  sofiaEditionId: string;
  seatsLeft: number;
  seatsLabel: string;
  /** Its length in words ("12 ore e 30 minuti"), from the lessons when it has any (decision 060); null when unknown. */
  hoursLabel: string | null;
  /** Its lessons, never with their online link. */
  lessons: LessonView[];
};

/** What the course page says about the seats left: "2 posti", "1 posto", "Completo: lista d'attesa". */
export function seatsLeftLabel(left: number): string {
  if (left <= 0) return "Completo: lista d'attesa";
  return left === 1 ? "1 posto" : `${left} posti`;
}

/** "dal 9 febbraio 2027 al 16 marzo 2027", or "dal 9 febbraio 2027" without an end. */
export function editionDates(edition: { startDate: string; endDate: string | null }): string {
  const start = formatDateIt(edition.startDate);
  return edition.endDate ? `dal ${start} al ${formatDateIt(edition.endDate)}` : `dal ${start}`;
}

/** The deadline as staff and visitors read it ("2 febbraio 2027, 23:59"), Rome time. */
export function deadlineLabel(deadline: Date | string | null): string | null {
  return deadline ? formatDateTimeIt(deadline) : null;
}

/** The staff form of an edition: text fields as typed; the deadline as Rome date and time. */
export type EditionFormValues = {
  startDate: string;
  endDate: string;
  schedule: string;
  mode: string;
  place: string;
  seats: string;
  deadlineDate: string;
  deadlineTime: string;
  /** Euro as typed ("199", "1.250,50"); empty: no price to pay online. */
  price: string;
  /** Euro as typed; empty: the same as `price`. */
  schoolPrice: string;
  certificateHours: string;
  minAttendancePercent: string;
  sofiaInitiativeId: string;
  sofiaEditionId: string;
  status: string;
};

export const EMPTY_EDITION_FORM: EditionFormValues = {
  startDate: "",
  endDate: "",
  schedule: "",
  mode: "online",
  place: "",
  seats: "20",
  deadlineDate: "",
  deadlineTime: "23:59",
  price: "",
  schoolPrice: "",
  certificateHours: "",
  minAttendancePercent: "75",
  sofiaInitiativeId: "",
  sofiaEditionId: "",
  status: "aperta",
};

/**
 * What a participant owes for an edition (decision 058): the school-order
 * price on a school order when the edition has one, else the price. The VAT
 * treatment is exempt by default and the stamp duty is borne by the school,
 * so this is the whole amount due.
 */
export function amountDueFor(
  edition: { priceCents: number | null; schoolPriceCents: number | null },
  paymentMethod: string,
): number | null {
  if (paymentMethod === "ordine_scuola" && edition.schoolPriceCents !== null)
    return edition.schoolPriceCents;
  return edition.priceCents;
}

/** An amount due as every screen writes it: "€ 199,00", or null when there is none. */
export function amountLabel(cents: number | null): string | null {
  return cents === null ? null : formatEuro(cents);
}

/**
 * An edition's price as the course page and staff read it: "€ 199,00", with
 * the school-order price when it differs; null when it has no price.
 */
export function editionPriceLabel(edition: {
  priceCents: number | null;
  schoolPriceCents: number | null;
}): string | null {
  if (edition.priceCents === null) return null;
  const school = edition.schoolPriceCents;
  return school === null || school === edition.priceCents
    ? formatEuro(edition.priceCents)
    : `${formatEuro(edition.priceCents)} (con ordine della scuola: ${formatEuro(school)})`;
}

/**
 * The transfer's payment reason (causale): the course, the edition and who
 * pays; after the enrolment, its reference too.
 */
export function paymentReason(
  courseTitle: string,
  edition: { startDate: string },
  reference?: string,
): string {
  const parts = [
    `Iscrizione ${courseTitle}`,
    `edizione del ${formatDateIt(edition.startDate)}`,
    ...(reference ? [reference] : []),
    "Nome e Cognome",
  ];
  return parts.join(" – ");
}

/** "iniziativa 98765, edizione 143210": an edition's SOFIA identifiers; empty when it has neither. */
export function sofiaIdsText(ids: { sofiaInitiativeId: string; sofiaEditionId: string }): string {
  return [
    ids.sofiaInitiativeId ? `iniziativa ${ids.sofiaInitiativeId}` : "",
    ids.sofiaEditionId ? `edizione ${ids.sofiaEditionId}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}
