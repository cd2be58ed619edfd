/**
 * 'Le mie iscrizioni' (decision 059): a person types their e-mail and gets
 * the links to every enrolment made with it, in one e-mail through the
 * outbox. Only hashes of the links are stored, so the e-mail issues a new
 * link per enrolment when it is sent, replacing the old ones (decision 067):
 * asking again is also how a leaked link is put out of use. The page's
 * answer is the same whether the address is known or not.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { enrolments } from "~/platform/db/schema";
import { enqueueJob, wakeJobs } from "~/platform/jobs.server";
import { createRateLimiter, hashedKey } from "~/platform/security/rate-limit.server";
import { isUuid } from "~/platform/uuid";
import { liveEnrolmentOf } from "~/features/enrolments/enrolments.server";

/**
 * Per address, on top of the form's per-client limit: someone typing another
 * person's address cannot flood their inbox (nor keep replacing their links).
 */
const PER_ADDRESS = { keyPrefix: "my-enrolments-address", points: 3, duration: 60 * 60 };

/**
 * Queues the one e-mail that lists new links to every enrolment of `email`;
 * nothing when the address has none or asked too often.
 * Returns how many links were queued (for logs and tests, never for the page).
 */
export async function sendEnrolmentLinks(database: Database, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if ((await createRateLimiter(database, PER_ADDRESS).consume(hashedKey(address))) > 0) return 0;
  const queued = await database.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(sql`lower(${enrolments.email})`, address))
      .orderBy(asc(enrolments.createdAt));
    if (rows.length === 0) return 0;
    await enqueueJob(tx, "enrolment.mail-links", {
      to: address,
      enrolmentIds: rows.map((r) => r.id),
    });
    return rows.length;
  });
  if (queued > 0) wakeJobs();
  return queued;
}

/**
 * The button offered to a second submission of one fiscal code to one edition
 * (decision 067): queues the link of the live enrolment, to the address of
 * that enrolment (never one typed), within the same per-address limit as the
 * list above. True when queued (for logs and tests, never for the page).
 */
export async function resendEnrolmentLink(
  database: Database,
  fiscalCode: string,
  editionId: string,
): Promise<boolean> {
  if (!isUuid(editionId)) return false;
  const found = await liveEnrolmentOf(database.db, editionId, fiscalCode);
  if (!found) return false;
  const address = found.email.trim().toLowerCase();
  if ((await createRateLimiter(database, PER_ADDRESS).consume(hashedKey(address))) > 0) {
    return false;
  }
  await enqueueJob(database.db, "enrolment.mail-link-again", { enrolmentId: found.id });
  wakeJobs();
  return true;
}
