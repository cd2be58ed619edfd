import { data } from "react-router";
import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/auth/guards.server";
import {
  getEditionForStaff,
  listParticipants,
  participantsCsv,
} from "~/features/enrolments/edition-run.server";
import { csvResponse } from "~/features/enrolments/admin/downloads.server";
import type { Route } from "./+types/edition-export";

/** CSV of an edition's participants for staff (outside the admin layout: guarded here). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const found = await getEditionForStaff(database.db, params.courseId, params.editionId);
  if (!found) throw data("Edizione non trovata", { status: 404 });
  const rows = await listParticipants(database.db, found.edition.id);
  return csvResponse(
    participantsCsv(rows),
    `iscritti-${found.courseSlug}-${found.edition.startDate}`,
  );
}
