import { pageMeta } from "~/platform/meta";
import { formatEuro } from "~/features/prices/price-offers";
import { priceOfferEditing } from "~/features/prices/admin/price-offer-action.server";
import { orderedRecordVersions } from "~/platform/records/screens/ordered-records.server";
import { versionRoute } from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/ui/records/version-screen";
import type { Route } from "./+types/price-offer-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un'offerta.");

const versions = versionRoute(
  "offerId",
  orderedRecordVersions(priceOfferEditing, "summary", "dati"),
);

/** Guarded by features/staff/auth/guard.ts, like the offer editor. */
export async function loader(args: Route.LoaderArgs) {
  const { screen, snapshot } = await versions.data(args);
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

export const action = (args: Route.ActionArgs) => versions.restore(args);

export default function PriceOfferVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, price, lines } = loaderData;
  return (
    <RecordVersionScreen screen={screen} result={actionData}>
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
