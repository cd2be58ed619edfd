import { PriceOfferForm } from "~/features/prices/admin/price-offer-form";
import { priceOfferAction } from "~/features/prices/admin/price-offer-action.server";
import { EMPTY_PRICE_OFFER } from "~/features/prices/price-offers";
import { BackToList } from "~/platform/records/record-screens";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/price-offer-new";

export const meta = () => pageMeta("Nuova offerta", "Aggiungi un'offerta ai listini prezzi.");

/** Guarded by features/staff/auth/guard-pages.ts; the action checks the session itself. */
export function loader({ request }: Route.LoaderArgs) {
  // «Nuova offerta» of a list may name it (?listino=studenti).
  const list = new URL(request.url).searchParams.get("listino");
  return {
    initial: { ...EMPTY_PRICE_OFFER, ...(list === "studenti" ? { list, teacherCard: "nd" } : {}) },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return priceOfferAction({ request, context });
}

export default function PriceOfferNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToList href="/admin/prezzi" label="Tutti i prezzi" />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Nuova offerta</h1>
      <p className="mt-2 text-slate-700">
        La nuova offerta va in fondo al suo listino: puoi spostarla dall'elenco dei prezzi.
      </p>
      <PriceOfferForm mode="new" initial={loaderData.initial} result={actionData} />
    </div>
  );
}
