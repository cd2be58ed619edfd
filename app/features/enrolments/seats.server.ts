/**
 * Seats of a course edition, the one rule shared by every screen that changes
 * who holds one. The waiting list is served in `created_at` order. A change of
 * occupancy first locks the edition row with `lockEditionSeats` in its own
 * transaction, so concurrent enrolments for the last seat are serialised in
 * the database (decision 043).
 */
import { and, count, inArray, notInArray } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { courseEditions, enrolments, type CourseEdition } from "~/platform/db/schema";
import { lockById } from "~/platform/records/editable-record.server";
import { isUuid } from "~/platform/uuid";
import { SEATLESS_STATUSES } from "~/features/enrolments/participant-status";

/** Seats taken in each of `editionIds` (no lock: for lists and pages). */
export async function takenSeats(db: Db, editionIds: string[]): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (editionIds.length === 0) return taken;
  const rows = await db
    .select({ editionId: enrolments.editionId, n: count() })
    .from(enrolments)
    .where(
      and(
        inArray(enrolments.editionId, editionIds),
        notInArray(enrolments.status, [...SEATLESS_STATUSES]),
      ),
    )
    .groupBy(enrolments.editionId);
  for (const row of rows) taken.set(row.editionId, row.n);
  return taken;
}

export type EditionSeats = {
  edition: CourseEdition;
  taken: number;
  /** Seats still free (never below 0, even when staff lowered the seats). */
  left: number;
};

/** The edition row, locked (`select … for update`) until the transaction ends; null when gone. */
export const lockEdition = lockById(courseEditions);

/**
 * Call it first in every transaction that changes the edition's occupancy: the
 * edition row stays locked until the transaction ends. null when the edition
 * does not exist.
 */
export async function lockEditionSeats(tx: Db, editionId: string): Promise<EditionSeats | null> {
  if (!isUuid(editionId)) return null;
  const edition = await lockEdition(tx, editionId);
  if (!edition) return null;
  const taken = (await takenSeats(tx, [edition.id])).get(edition.id) ?? 0;
  return { edition, taken, left: Math.max(0, edition.seats - taken) };
}
