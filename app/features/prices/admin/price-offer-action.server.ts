// The action of the offer editor (/admin/prezzi/nuova, /admin/prezzi/:offerId),
// built on the record core's editor (decision 039): a new offer goes to its
// page, an existing one answers with the message above the form.
import { redirect, type RouterContextProvider } from "react-router";
import { priceOfferSchema } from "~/features/prices/price-offers";
import { savePriceOffer } from "~/features/prices/prices.server";
import { NOT_AUTHENTICATED_MESSAGE } from "~/features/news/admin/news-editor";
import { formDone } from "~/platform/forms/forms.server";
import { readTextFields, recordEditorAction } from "~/platform/records/record-editor.server";

export const PRICE_OFFER_SAVED =
  "Offerta salvata: la pagina dei prezzi la mostra già dalla prossima visita.";
const PRICE_OFFER_SAVE_FAILURE =
  "Errore durante il salvataggio dell'offerta. Riprova più tardi: i dati inseriti sono ancora qui.";

export function priceOfferAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  offerId?: string;
}) {
  return recordEditorAction(
    { ...args, id: args.offerId },
    {
      label: "price offer form",
      schema: priceOfferSchema,
      read: readTextFields,
      messages: {
        notAuthenticated: NOT_AUTHENTICATED_MESSAGE,
        saveFailure: PRICE_OFFER_SAVE_FAILURE,
      },
      save: (db, { id, values, actor, openedVersion }) =>
        savePriceOffer(db, { id, values, actor, openedVersion }),
      saved: (offer, isNew) => {
        if (isNew) throw redirect(`/admin/prezzi/${offer.id}?avviso=creata`);
        return formDone({ message: PRICE_OFFER_SAVED });
      },
    },
  );
}
