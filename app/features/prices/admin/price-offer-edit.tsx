import { redirect } from "react-router";
import { PriceOfferForm } from "~/features/prices/admin/price-offer-form";
import { priceOfferAction } from "~/features/prices/admin/price-offer-action.server";
import { priceOfferDraft } from "~/features/prices/price-offers";
import { getPriceOffer, priceOfferRecord } from "~/features/prices/prices.server";
import { RecordEditScreen } from "~/platform/records/record-screens";
import { listVersions } from "~/platform/records/versions.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/price-offer-edit";

export const meta = () =>
  pageMeta("Modifica offerta", "Modifica di un'offerta dei listini prezzi.");

/** Guarded by features/staff/auth/guard-pages.ts. An unknown offer sends staff back to the list. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const offer = await getPriceOffer(database.db, params.offerId);
  if (!offer) throw redirect("/admin/prezzi?avviso=non-trovato");
  const url = new URL(request.url);
  return {
    offer: { id: offer.id, title: offer.title },
    version: priceOfferRecord.versionOf(offer),
    initial: priceOfferDraft(offer),
    versions: await listVersions(database.db, priceOfferRecord.entityType, offer.id),
    created: url.searchParams.get("avviso") === "creata",
    restored: Number(url.searchParams.get("ripristinata")) || null,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return priceOfferAction({ request, context, offerId: params.offerId });
}

export default function PriceOfferEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, version, initial, versions, created, restored } = loaderData;
  return (
    <RecordEditScreen
      list={{ href: "/admin/prezzi", label: "Tutti i prezzi" }}
      heading="Modifica offerta"
      name={offer.title}
      notice={{ shown: !actionData, created: created ? "Offerta creata." : null, restored }}
      versions={versions}
      restoreHref={(id) => `/admin/prezzi/${offer.id}/versioni/${id}`}
    >
      <PriceOfferForm
        key={`${offer.id}-${version}`}
        mode="edit"
        initial={initial}
        version={version}
        result={actionData}
      />
    </RecordEditScreen>
  );
}
