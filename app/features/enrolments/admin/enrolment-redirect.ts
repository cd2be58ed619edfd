import { data, redirect } from "react-router";
import { eq } from "drizzle-orm";
import { appContext } from "~/context";
import { courseEditions, enrolments } from "~/platform/db/schema";
import { isUuid } from "~/platform/uuid";
import { requireStaff } from "~/features/staff/public-api.server";
import { participantHref } from "~/features/enrolments/admin/all-enrolments.server";
import type { Route } from "./+types/enrolment-redirect";

/** What the old CEDILS addresses led to, below the participant page. */
const SUFFIXES: Record<string, string> = {
  "": "",
  ricevuta: "/ricevuta",
  "dati.json": "/dati.json",
};

/**
 * The addresses of the CEDILS registrations before decision 049
 * (/admin/iscrizioni/{id}, …/ricevuta, …/dati.json; the school's e-mails link
 * there): a registration is an enrolment with the same id now, so they lead
 * to its participant page (301), for signed-in staff only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const suffix = SUFFIXES[params["*"] ?? ""];
  const id = params.enrolmentId;
  if (suffix === undefined || !isUuid(id)) throw data("Iscrizione non trovata", { status: 404 });
  const { database } = context.get(appContext);
  const [row] = await database.db
    .select({
      id: enrolments.id,
      editionId: enrolments.editionId,
      courseId: courseEditions.courseId,
    })
    .from(enrolments)
    .innerJoin(courseEditions, eq(courseEditions.id, enrolments.editionId))
    .where(eq(enrolments.id, id));
  if (!row) throw data("Iscrizione non trovata", { status: 404 });
  throw redirect(`${participantHref(row)}${suffix}`, 301);
}
