import { priceOfferEditing } from "~/features/prices/admin/price-offer-action.server";
import { PublicPagePreview } from "~/features/prices/admin/public-page-preview";
import { PRICE_LISTS } from "~/features/prices/price-offers";
import { publicPagePreview } from "~/features/prices/prices.server";
import { pageMeta } from "~/platform/meta";
import { orderedRecordPreview } from "~/platform/records/screens/ordered-records.server";
import type { Route } from "./+types/price-offer-preview";

export const meta = () => pageMeta("Anteprima prezzi", "Anteprima riservata allo staff.");

/**
 * The price page of an offer with its pending edits (decision 047), or as it
 * is when there are none. Guarded by features/staff/auth/guard.ts; staff
 * pages are neither stored nor indexed.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return orderedRecordPreview({ context, id: params.offerId }, priceOfferEditing, (db, offer) =>
    publicPagePreview(db, PRICE_LISTS[offer.list].faq, { offer }),
  );
}

export default function PriceOfferPreview({ loaderData }: Route.ComponentProps) {
  return <PublicPagePreview {...loaderData} />;
}
