import type { Db } from "~/platform/db/client.server";
import { getEditionForStaff } from "~/features/enrolments/edition-run.server";

type EditionForStaff = NonNullable<Awaited<ReturnType<typeof getEditionForStaff>>>;

/**
 * What an export of one edition's records (its participants' CSV, its
 * register) tells the export path (decision 053): the history names the
 * edition of the address, and `read` hands `produce` that edition with its
 * course, or answers the edition's 404 when the ids match none.
 */
export function editionExport<Produced>(
  params: { courseId: string; editionId: string },
  what: string,
  produce: (db: Db, found: EditionForStaff) => Promise<Produced>,
) {
  return {
    what,
    entityType: "edition",
    entityId: params.editionId,
    notFound: "Edizione non trovata",
    read: async (db: Db) => {
      const found = await getEditionForStaff(db, params.courseId, params.editionId);
      return found ? produce(db, found) : null;
    },
  };
}
