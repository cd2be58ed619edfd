/**
 * The bank lines' own retention (decision 061): a credit read from a
 * statement carries a payer's name and payment reason, kept for the months
 * set in the settings from its booking day, then deleted by the nightly
 * retention run. The money it brought stays in the enrolment's payments,
 * which go with the enrolment's own period (decision 042).
 */
import { lt } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { bankLines } from "~/platform/db/schema";
import { isoDateInRome } from "~/platform/format-date";
import { recordChange } from "~/platform/records/audit.server";
import { retentionMonths } from "~/features/settings/public-api.server";

/** The first booking day still kept at `at`: `months` earlier, in Rome's calendar. */
function firstKeptDay(at: Date, months: number): string {
  const [y, m, d] = isoDateInRome(at).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d)).toISOString().slice(0, 10);
}

/** Deletes the bank lines past their period; returns how many. */
export async function eraseExpiredBankLines(db: Db, at: Date = now()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(bankLines)
      .where(lt(bankLines.bookingDate, firstKeptDay(at, retentionMonths().bankLines)))
      .returning({ id: bankLines.id });
    if (gone.length > 0) {
      await recordChange(tx, {
        actor: { id: null, label: "Conservazione automatica" },
        action: "retention",
        entityType: "payment",
        summary: `Movimenti degli estratti conto cancellati alla fine del periodo di conservazione: ${gone.length}`,
      });
    }
    return gone.length;
  });
}
