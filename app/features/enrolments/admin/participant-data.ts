import { personalDataDownload } from "~/features/privacy/personal-data-routes.server";
import type { Route } from "./+types/participant-data";

/** Art. 15 GDPR: everything held about this participant, as JSON (amministratore only). */
export function loader(args: Route.LoaderArgs) {
  return personalDataDownload(args, {
    entityType: "enrolment",
    id: args.params.enrolmentId,
    notFound: "Iscrizione non trovata",
  });
}
