import { PRICE_OFFER_SCREENS, PriceOfferForm } from "~/features/prices/admin/price-offer-form";
import { priceOfferAction } from "~/features/prices/admin/price-offer-action.server";
import { EMPTY_PRICE_OFFER } from "~/features/prices/price-offers";
import { RecordNewScreen } from "~/ui/records/ordered-records";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/price-offer-new";

export const meta = () => pageMeta("Nuova offerta", "Aggiungi un'offerta ai listini prezzi.");

/** Guarded by features/staff/auth/guard.ts; the action checks the session itself. */
export function loader({ request }: Route.LoaderArgs) {
  // «Nuova offerta» of a list may name it (?listino=studenti).
  const list = new URL(request.url).searchParams.get("listino");
  return {
    initial: { ...EMPTY_PRICE_OFFER, ...(list === "studenti" ? { list, teacherCard: "nd" } : {}) },
  };
}

export const action = (args: Route.ActionArgs) => priceOfferAction(args);

export default function PriceOfferNewPage(props: Route.ComponentProps) {
  return <RecordNewScreen screens={PRICE_OFFER_SCREENS} form={PriceOfferForm} {...props} />;
}
