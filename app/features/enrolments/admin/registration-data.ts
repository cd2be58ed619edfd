import { personalDataDownload } from "~/features/privacy/personal-data-routes.server";
import type { Route } from "./+types/registration-data";

/** Art. 15 GDPR: everything held about this registration's person, as JSON (amministratore only). */
export function loader(args: Route.LoaderArgs) {
  return personalDataDownload(args, {
    entityType: "registration",
    id: args.params.registrationId,
    notFound: "Iscrizione non trovata",
  });
}
