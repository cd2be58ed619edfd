import { PRICE_OFFER_SCREENS, PriceOfferForm } from "~/features/prices/admin/price-offer-form";
import {
  priceOfferAction,
  priceOfferEditing,
} from "~/features/prices/admin/price-offer-action.server";
import { orderedRecordEditData } from "~/platform/records/screens/ordered-records.server";
import { RecordEditScreen } from "~/ui/records/ordered-records";
import { pageMeta } from "~/platform/meta";
import { HandWrittenNotice } from "~/features/prices/hand-written-notice";
import type { Route } from "./+types/price-offer-edit";

export const meta = () =>
  pageMeta("Modifica offerta", "Modifica di un'offerta dei listini prezzi.");

/** Guarded by features/staff/auth/guard.ts. An unknown offer sends staff back to the list. */
export const loader = (args: Route.LoaderArgs) =>
  orderedRecordEditData({ ...args, id: args.params.offerId }, priceOfferEditing);

export const action = (args: Route.ActionArgs) => priceOfferAction(args, args.params.offerId);

export default function PriceOfferEditPage(props: Route.ComponentProps) {
  const { actionData } = props;
  return (
    <RecordEditScreen
      screens={PRICE_OFFER_SCREENS}
      form={PriceOfferForm}
      {...props}
      notice={
        <HandWrittenNotice
          texts={actionData && "handWritten" in actionData ? actionData.handWritten : undefined}
        />
      }
    />
  );
}
