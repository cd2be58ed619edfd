import { personalDataDownload } from "~/features/privacy/personal-data-routes.server";
import type { Route } from "./+types/message-data";

/** Art. 15 GDPR: everything held about this message's sender, as JSON (amministratore only). */
export function loader(args: Route.LoaderArgs) {
  return personalDataDownload(args, {
    entityType: "message",
    id: args.params.messageId,
    notFound: "Messaggio non trovato",
  });
}
