/**
 * What /admin/pagamenti sums up (decision 061). Late means unpaid past the
 * release deadline. A voided payment is no money received: every sum here
 * leaves it out.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, courses, enrolments, payments } from "~/platform/db/schema";
import { METHOD_LABELS, METHODS, type Method } from "~/features/payments/methods";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { formatEuro } from "~/platform/money";
import { ENROLMENT_STATUS_LABELS, paymentDeadline } from "~/features/enrolments/public-api";
import type { PersonalColumns } from "~/features/privacy/public-api.server";

type ByMethod = Record<Method, number>;
const noMoney = (): ByMethod => ({ bonifico: 0, carta_docente: 0, manuale: 0 });

/** Statuses whose amount is due: a seat is held (or was used). */
const OWING = ["ricevuta", "pagamento_verificato", "confermata", "completata"] as const;

export type MoneyRow = {
  id: string;
  reference: string;
  fullName: string;
  fiscalCode: string;
  status: (typeof enrolments.$inferSelect)["status"];
  paymentMethod: (typeof enrolments.$inferSelect)["paymentMethod"];
  courseTitle: string;
  editionId: string;
  startDate: string;
  dueCents: number;
  paid: ByMethod;
  paidCents: number;
  leftCents: number;
  late: boolean;
};

/** Every enrolment holding a seat or with money received, oldest edition first. */
export async function moneyRows(db: Db, at: Date, releaseDays: number): Promise<MoneyRow[]> {
  const rows = await db
    .select({
      enrolment: enrolments,
      courseTitle: courses.title,
      startDate: courseEditions.startDate,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .innerJoin(courses, eq(courses.id, courseEditions.courseId))
    .where(
      or(
        inArray(enrolments.status, [...OWING]),
        sql`exists (select 1 from ${payments} where ${payments.enrolmentId} = ${enrolments.id} and ${payments.voidedAt} is null)`,
      ),
    )
    .orderBy(asc(courseEditions.startDate), asc(enrolments.reference));
  const ids = rows.map((r) => r.enrolment.id);
  const received =
    ids.length === 0
      ? []
      : await db
          .select({
            enrolmentId: payments.enrolmentId,
            method: payments.method,
            total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
          })
          .from(payments)
          .where(and(inArray(payments.enrolmentId, ids), isNull(payments.voidedAt)))
          .groupBy(payments.enrolmentId, payments.method);
  return rows.map(({ enrolment: e, courseTitle, startDate }) => {
    const paid = noMoney();
    for (const r of received) if (r.enrolmentId === e.id) paid[r.method] += Number(r.total);
    const paidCents = paid.bonifico + paid.carta_docente + paid.manuale;
    const owing = (OWING as readonly string[]).includes(e.status);
    const dueCents = owing ? (e.amountDueCents ?? 0) : 0;
    const leftCents = Math.max(0, dueCents - paidCents);
    const deadline = paymentDeadline(e.seatTakenAt ?? e.createdAt, startDate, releaseDays);
    return {
      id: e.id,
      reference: e.reference,
      fullName: e.fullName,
      fiscalCode: e.fiscalCode,
      status: e.status,
      paymentMethod: e.paymentMethod,
      courseTitle,
      editionId: e.editionId,
      startDate,
      dueCents,
      paid,
      paidCents,
      leftCents,
      late: leftCents > 0 && e.status === "ricevuta" && at >= deadline,
    };
  });
}

export type MoneyTotals = {
  dueCents: number;
  paid: ByMethod;
  leftCents: number;
  late: number;
  lateCents: number;
};

const noTotals = (): MoneyTotals => ({
  dueCents: 0,
  paid: noMoney(),
  leftCents: 0,
  late: 0,
  lateCents: 0,
});

function add(totals: MoneyTotals, row: MoneyRow) {
  totals.dueCents += row.dueCents;
  for (const m of METHODS) totals.paid[m] += row.paid[m];
  totals.leftCents += row.leftCents;
  if (row.late) {
    totals.late++;
    totals.lateCents += row.leftCents;
  }
}

/** The sums per edition (in the rows' order) and for everything. */
export function byEdition(rows: MoneyRow[]) {
  const editions = new Map<string, { label: string } & MoneyTotals>();
  const all = noTotals();
  for (const row of rows) {
    let edition = editions.get(row.editionId);
    if (!edition) {
      edition = { label: `${row.courseTitle} (${row.startDate})`, ...noTotals() };
      editions.set(row.editionId, edition);
    }
    add(edition, row);
    add(all, row);
  }
  return { editions: [...editions.values()], all };
}

/** Money received per month (yyyy-mm of the day it arrived), newest first, by method. */
export async function receivedByMonth(db: Db) {
  const rows = await db
    .select({
      month: sql<string>`substring(${payments.receivedOn} from 1 for 7)`,
      method: payments.method,
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(isNull(payments.voidedAt))
    .groupBy(sql`1`, payments.method)
    .orderBy(sql`1 desc`);
  const months = new Map<string, ByMethod>();
  for (const r of rows) {
    const month = months.get(r.month) ?? noMoney();
    month[r.method] += Number(r.total);
    months.set(r.month, month);
  }
  return [...months.entries()].map(([month, paid]) => ({ month, paid }));
}

const euro = (cents: number) => formatEuro(cents);

/** The CSV of the list (exports.server.ts leaves the fiscal codes to an amministratore). */
export const MONEY_COLUMNS: PersonalColumns<MoneyRow> = [
  ["Riferimento", (r) => r.reference],
  ["Nome e Cognome", (r) => r.fullName],
  ["Codice Fiscale", (r) => r.fiscalCode, "fiscal-code"],
  ["Corso", (r) => r.courseTitle],
  ["Inizio edizione", (r) => r.startDate],
  ["Stato", (r) => ENROLMENT_STATUS_LABELS[r.status]],
  ["Metodo scelto", (r) => PAYMENT_METHOD_LABELS[r.paymentMethod]],
  ["Dovuto", (r) => euro(r.dueCents)],
  ...METHODS.map((m) => [`Pagato: ${METHOD_LABELS[m]}`, (r: MoneyRow) => euro(r.paid[m])] as const),
  ["Da pagare", (r) => euro(r.leftCents)],
  ["In ritardo", (r) => (r.late ? "sì" : "no")],
];
