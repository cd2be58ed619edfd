import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { now } from "~/platform/clock.server";
import {
  listRegistrationsForExport,
  registrationsCsv,
} from "~/features/enrolments/registrations.server";
import type { Route } from "./+types/registrations-export";

/** CSV of every registration for staff (outside the admin layout: guarded here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const csv = registrationsCsv(await listRegistrationsForExport(database.db));
  const day = now().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="iscrizioni-cedils-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
