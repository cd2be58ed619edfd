import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/auth/guards.server";
import {
  listRegistrationsForExport,
  registrationsCsv,
} from "~/features/enrolments/registrations.server";
import { csvResponse } from "~/features/enrolments/admin/downloads.server";
import type { Route } from "./+types/registrations-export";

/** CSV of every registration for staff (outside the admin layout: guarded here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  return csvResponse(
    registrationsCsv(await listRegistrationsForExport(database.db)),
    "iscrizioni-cedils",
  );
}
