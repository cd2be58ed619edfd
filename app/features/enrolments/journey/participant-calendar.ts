import { appContext } from "~/context";
import {
  calendarHeaders,
  participantCalendarFile,
} from "~/features/enrolments/lessons/calendar.server";
import type { Route } from "./+types/participant-calendar";

/**
 * GET /iscrizioni/:token/calendario.ics: the participant's own calendar file
 * (decision 060), with the online links while they hold a seat. The link is
 * the key, as for the page: never cached, never indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(appContext);
  const host = new URL(env.PUBLIC_URL ?? request.url).host;
  const file = await participantCalendarFile(database.db, params.token, host);
  if (file === null) {
    return new Response("Iscrizione non trovata", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(file, { headers: calendarHeaders("calendario.ics", true) });
}
