// The editor of a price offer (/admin/prezzi/nuova, /admin/prezzi/:offerId) on
// the shared screens of ordered records (ordered-records.server.ts; decisions
// 039, 045, 047).
import { priceOfferDraft, priceOfferSchema } from "~/features/prices/price-offers";
import { getPriceOffer, priceOfferRecord, savePriceOffer } from "~/features/prices/prices.server";
import type { PriceOffer } from "~/platform/db/schema";
import {
  changedAmounts,
  textsWritingAmounts,
  type HandWrittenText,
} from "~/features/prices/hand-written-amounts.server";
import type { PriceOfferDraft, PriceOfferValues } from "~/features/prices/price-offers";
import {
  orderedRecordAction,
  type OrderedRecordEditing,
} from "~/platform/records/screens/ordered-records.server";

export const PRICE_OFFER_SAVED =
  "Offerta salvata: la pagina dei prezzi la mostra già dalla prossima visita.";

export const priceOfferEditing: OrderedRecordEditing<
  PriceOffer,
  PriceOfferValues,
  ReturnType<typeof priceOfferSchema>,
  PriceOfferDraft,
  { handWritten: HandWrittenText[] }
> = {
  type: priceOfferRecord,
  href: "/admin/prezzi",
  label: "price offer form",
  schema: priceOfferSchema,
  save: savePriceOffer,
  find: getPriceOffer,
  draftOf: priceOfferDraft,
  // A changed price: the texts still writing the old amount by hand (decision 058).
  afterSave: async (db, before, after) => ({
    handWritten: await textsWritingAmounts(
      db,
      changedAmounts([before.priceCents], [after.priceCents]),
    ),
  }),
  messages: {
    saveFailure:
      "Errore durante il salvataggio dell'offerta. Riprova più tardi: i dati inseriti sono ancora qui.",
    saved: PRICE_OFFER_SAVED,
  },
};

/** The editor's action; `id` for an existing record. */
export const priceOfferAction = orderedRecordAction(priceOfferEditing);
