// What the school order tests share.
import { eq } from "drizzle-orm";
import pino from "pino";
import type { Database } from "~/platform/db/client.server";
import { schoolOrders, type courseEditions } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { action as orderAction } from "~/features/school-orders/public/school-order";
import { aFiscalCode, insertCourseEdition } from "../../../tests/support/builders";
import { callAction } from "../../../tests/support/action";

/** A valid codice fiscale of a school (11 digits, the check digit right). */
export const SCHOOL_FISCAL_CODE = "80003150762";

/** The fields of teacher row `i`: the `n`-th person of the test. */
export function teacherRow(i: number, n: number): Record<string, string> {
  return {
    [`teacherName-${i}`]: `Docente ${n}`,
    [`teacherFiscalCode-${i}`]: aFiscalCode(n),
    [`teacherEmail-${i}`]: `docente${n}@scuola.example.org`,
  };
}

/** A valid order of a state school for `teachers` (the test's person numbers), in `editionId`. */
export function anOrderForm(
  editionId: string,
  teachers: number[],
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    "form-name": "ordine-scuola",
    "bot-field": "",
    editionId,
    schoolName: "IIS «Einstein-De Lorenzo», Potenza",
    schoolFiscalCode: SCHOOL_FISCAL_CODE,
    street: "Via Anzio 4",
    postalCode: "85100",
    city: "Potenza",
    province: "PZ",
    kind: "statale",
    ipaCode: "UFXYZ1",
    sdiOrPec: "",
    cig: "Z1A2B3C4D5",
    cup: "",
    orderNumber: "1234/2027",
    orderDate: "2027-01-15",
    contactName: "Teresa Segreteria",
    contactEmail: "segreteria@scuola.example.org",
    privacy: "on",
    rows: String(teachers.length),
    ...Object.assign({}, ...teachers.map((n, i) => teacherRow(i, n))),
    ...overrides,
  };
}

let clientNumber = 0;

/** Posts the order form of `slug`, from an address of its own (the form's rate limit). */
export function postOrder(
  database: Database,
  env: Env,
  slug: string,
  fields: Record<string, string>,
) {
  clientNumber++;
  return callAction(
    orderAction,
    new Request(`http://localhost/corsi/${slug}/iscrizione-scuola`, {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    {
      database,
      env,
      log: pino({ level: "silent" }),
      clientIp: `10.9.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`,
      params: { courseId: slug },
    },
  );
}

/**
 * An order of `teachers` sent through the form to a new course `slug` and its
 * edition (€ 200,00 unless `edition` says otherwise).
 */
export async function storedOrder(
  database: Database,
  env: Env,
  slug: string,
  teachers: number[],
  edition: Partial<typeof courseEditions.$inferInsert> = {},
  fields: Record<string, string> = {},
) {
  const made = await insertCourseEdition(database.db, slug, { priceCents: 20000, ...edition });
  const res = await postOrder(
    database,
    env,
    made.course.slug,
    anOrderForm(made.edition.id, teachers, fields),
  );
  const { pagePath, reference } = res.body.order as { pagePath: string; reference: string };
  const [order] = await database.db
    .select()
    .from(schoolOrders)
    .where(eq(schoolOrders.reference, reference));
  return { id: order!.id, token: pagePath.slice("/ordini-scuola/".length), ...made };
}
