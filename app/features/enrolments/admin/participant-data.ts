import { jsonExport } from "~/features/privacy/public-api.server";
import { collectPersonalData } from "~/features/privacy/public-api.server";
import { getParticipant } from "~/features/enrolments/edition-run.server";
import type { Route } from "./+types/participant-data";

/**
 * Art. 15 GDPR: everything held about this participant, as JSON (amministratore
 * only, decision 053); 404 unless the course and edition of the address are theirs.
 */
export function loader(args: Route.LoaderArgs) {
  return jsonExport(args, {
    what: "dati personali (art. 15 GDPR)",
    entityType: "enrolment",
    entityId: args.params.enrolmentId,
    notFound: "Iscrizione non trovata",
    read: async (db) => {
      const participant = await getParticipant(db, args.params);
      if (!participant) return null;
      return collectPersonalData(db, { entityType: "enrolment", id: participant.id });
    },
  });
}
