/**
 * The office's one list of every enrolment (decision 049):
 * every course and edition, the CEDILS ones included, at /admin/iscrizioni,
 * with its CSV. Each row leads to the participant page of its edition.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, courses, enrolments } from "~/platform/db/schema";
import { readEnrolmentsWithCourse } from "~/features/enrolments/enrolments.server";
import { readListPage, textMatch, type ListQuery } from "~/platform/list-query.server";
import type { PersonalColumns } from "~/features/privacy/public-api.server";
import { amountLabel, editionDates } from "~/features/enrolments/editions";
import { cedilsDetailRows } from "~/features/enrolments/cedils/cedils-edition";
import {
  ENROLMENT_STATUS_LABELS,
  type EnrolmentStatus,
} from "~/features/enrolments/participant-status";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";

/** The participant page of an enrolment (edition-run's screens). */
export function participantHref(e: { courseId: string; editionId: string; id: string }): string {
  return `/admin/corsi/${e.courseId}/edizioni/${e.editionId}/iscritti/${e.id}`;
}

const listColumns = {
  id: enrolments.id,
  reference: enrolments.reference,
  fullName: enrolments.fullName,
  email: enrolments.email,
  status: enrolments.status,
  amountDueCents: enrolments.amountDueCents,
  createdAt: enrolments.createdAt,
  editionId: enrolments.editionId,
  courseId: courseEditions.courseId,
  courseTitle: courses.title,
  startDate: courseEditions.startDate,
  endDate: courseEditions.endDate,
};

export type EnrolmentFilters = { status?: EnrolmentStatus; courseId?: string };

function filtered(query: ListQuery, filters: EnrolmentFilters) {
  return and(
    textMatch(
      [
        enrolments.reference,
        enrolments.fullName,
        enrolments.email,
        enrolments.fiscalCode,
        courses.title,
      ],
      query.q,
    ),
    filters.status ? eq(enrolments.status, filters.status) : undefined,
    filters.courseId ? eq(courseEditions.courseId, filters.courseId) : undefined,
  );
}

/**
 * One page of every enrolment, newest first; `q` matches the reference, name,
 * e-mail, fiscal code or course title.
 */
export async function listAllEnrolments(db: Db, query: ListQuery, filters: EnrolmentFilters) {
  const where = filtered(query, filters);
  return readListPage(
    query,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
        .innerJoin(courses, eq(courses.id, courseEditions.courseId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    (limit, offset) =>
      db
        .select(listColumns)
        .from(enrolments)
        .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
        .innerJoin(courses, eq(courses.id, courseEditions.courseId))
        .where(where)
        .orderBy(desc(enrolments.createdAt), desc(enrolments.reference))
        .limit(limit)
        .offset(offset),
  );
}

/** The courses that have editions, for the list's «Corso» filter. */
export async function coursesWithEditions(db: Db): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .selectDistinct({ value: courses.id, label: courses.title })
    .from(courses)
    .innerJoin(courseEditions, eq(courseEditions.courseId, courses.id))
    .orderBy(asc(courses.title));
  return rows;
}

type ExportRow = Awaited<ReturnType<typeof readEnrolmentsWithCourse>>[number];

/** Every enrolment, oldest first, with its course and edition, for the CSV. */
export function listAllEnrolmentsForExport(db: Db): Promise<ExportRow[]> {
  return readEnrolmentsWithCourse(db);
}

/** The value of one CEDILS field of a row, by its label (cedilsDetailRows); empty for other forms. */
function cedilsField(label: string) {
  return (r: ExportRow) =>
    cedilsDetailRows(r.enrolment.details).find(([l]) => l === label)?.[1] ?? "";
}

const CEDILS_LABELS = [
  "Indirizzo",
  "Città",
  "Materia di insegnamento",
  "Tipo di scuola",
  "Tipo di laurea",
  "Laurea in",
  "Socio ANILS",
];

/** The columns of every enrolment's CSV (exports.server.ts decides who gets which). */
export const ENROLMENT_COLUMNS: PersonalColumns<ExportRow> = [
  ["Riferimento", (r) => r.enrolment.reference],
  ["Data", (r) => r.enrolment.createdAt.toLocaleString("it-IT", { timeZone: "Europe/Rome" })],
  ["Corso", (r) => r.courseTitle],
  ["Edizione", (r) => editionDates(r)],
  ["Stato", (r) => ENROLMENT_STATUS_LABELS[r.enrolment.status]],
  ["Nome e Cognome", (r) => r.enrolment.fullName],
  ["Codice Fiscale", (r) => r.enrolment.fiscalCode, "fiscal-code"],
  ["Email", (r) => r.enrolment.email],
  ["Telefono", (r) => r.enrolment.phone],
  ["Scuola", (r) => r.enrolment.school],
  ["Ruolo", (r) => r.enrolment.role],
  ["Pagamento", (r) => PAYMENT_METHOD_LABELS[r.enrolment.paymentMethod]],
  ["Importo dovuto", (r) => amountLabel(r.enrolment.amountDueCents) ?? ""],
  ["Codice buono", (r) => r.enrolment.voucherCode ?? ""],
  ["Scuola pagante", (r) => r.enrolment.orderSchoolName ?? ""],
  // The CEDILS form's own fields (empty for the other enrolments).
  ...CEDILS_LABELS.map((label) => [label, cedilsField(label)] as const),
  ["Documento di pagamento", (r) => r.enrolment.fileOriginalName ?? ""],
];
