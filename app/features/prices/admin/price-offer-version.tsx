import { pageMeta } from "~/platform/meta";
import { formatEuro } from "~/features/prices/price-offers";
import { priceOfferVersions } from "~/features/prices/admin/price-offer-action.server";
import {
  versionScreenAction,
  versionScreenData,
} from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/platform/records/screens/version-screen";
import type { Route } from "./+types/price-offer-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un'offerta.");

/** Guarded by features/staff/auth/guard.ts, like the offer editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = { request, context, id: params.offerId, versionId: params.versionId };
  const { screen, snapshot } = await versionScreenData(args, priceOfferVersions);
  const cents = typeof snapshot.priceCents === "number" ? snapshot.priceCents : null;
  return {
    screen,
    price: `${cents === null ? "" : `${formatEuro(cents)} `}${String(snapshot.unit ?? "")}`,
    lines: [
      String(snapshot.hours ?? ""),
      ...(Array.isArray(snapshot.included) ? snapshot.included.map(String) : []),
    ].filter(Boolean),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  const args = { request, context, id: params.offerId, versionId: params.versionId };
  return versionScreenAction(args, priceOfferVersions);
}

export default function PriceOfferVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, price, lines } = loaderData;
  return (
    <RecordVersionScreen
      screen={screen}
      subject="Offerta"
      restores="Il ripristino crea una nuova versione con questi dati; le versioni esistenti restano disponibili."
      result={actionData}
    >
      {screen.version.text ? <p className="mt-2 text-slate-800">{screen.version.text}</p> : null}
      <p className="mt-2 font-semibold text-slate-900">{price}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </RecordVersionScreen>
  );
}
