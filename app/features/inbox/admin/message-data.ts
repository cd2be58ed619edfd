import { jsonExport } from "~/features/privacy/public-api.server";
import { collectPersonalData } from "~/features/privacy/public-api.server";
import type { Route } from "./+types/message-data";

/** Art. 15 GDPR: everything held about this message's sender, as JSON (amministratore only, decision 053). */
export function loader(args: Route.LoaderArgs) {
  return jsonExport(args, {
    what: "dati personali (art. 15 GDPR)",
    entityType: "message",
    entityId: args.params.messageId,
    notFound: "Messaggio non trovato",
    read: (db) => collectPersonalData(db, { entityType: "message", id: args.params.messageId }),
  });
}
