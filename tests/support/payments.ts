// Money on an enrolment, set up the way the site records it: through the ledger,
// so every test starts from balances the application itself could have made.
import { recordPayment } from "~/features/enrolments/public-api.server";
import { enrolments } from "~/platform/db/schema";
import type { Db } from "~/platform/db/client.server";
import { anEnrolment, insertCourseEdition } from "./builders";

/** A course, an edition of it and one enrolment there that owes `dueCents` by bank transfer. */
export async function insertOwingEnrolment(db: Db, slug: string, dueCents = 19900) {
  const { course, edition } = await insertCourseEdition(db, slug);
  const [e] = await db
    .insert(enrolments)
    .values(anEnrolment(edition.id, { paymentMethod: "bonifico", amountDueCents: dueCents }))
    .returning();
  return { course, edition, e: e! };
}

/** A bank transfer received for the enrolment, recorded as the bank import records it. */
export function recordBankTransfer(
  db: Db,
  enrolmentId: string,
  amountCents: number,
  receivedOn: string,
  sourceRef: string,
) {
  return db.transaction((tx) =>
    recordPayment(tx, { enrolmentId, method: "bonifico", amountCents, receivedOn, sourceRef }),
  );
}
