import { redirect } from "react-router";
import { VersionRestore } from "~/platform/records/record-screens";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { formatEuro } from "~/features/prices/price-offers";
import { getPriceOffer, priceOfferRecord } from "~/features/prices/prices.server";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import type { Route } from "./+types/price-offer-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di un'offerta.");

/** Guarded by features/staff/auth/guard.ts, like the offer editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const offer = await getPriceOffer(database.db, params.offerId);
  if (!offer) throw redirect("/admin/prezzi?avviso=non-trovato");
  const { snapshot, summary } = await requireVersionSummary(
    database.db,
    priceOfferRecord.entityType,
    offer.id,
    params.versionId,
    "summary",
  );
  const cents = typeof snapshot.priceCents === "number" ? snapshot.priceCents : null;
  return {
    offer: { id: offer.id, title: offer.title },
    version: {
      ...summary,
      price: `${cents === null ? "" : `${formatEuro(cents)} `}${String(snapshot.unit ?? "")}`,
      hours: String(snapshot.hours ?? ""),
      included: Array.isArray(snapshot.included) ? snapshot.included.map(String) : [],
    },
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return restoreVersionAction({ request, context }, priceOfferRecord, {
    id: params.offerId,
    versionId: params.versionId,
    editHref: `/admin/prezzi/${params.offerId}`,
    missingHref: "/admin/prezzi?avviso=non-trovato",
  });
}

export default function PriceOfferVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, version } = loaderData;
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          Offerta «{offer.title}». Versione salvata il {formatDateTimeIt(version.createdAt)}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. Il ripristino crea una nuova
          versione con questi dati; le versioni esistenti restano disponibili.
        </>
      }
      result={actionData}
      title={version.title}
      cancelHref={`/admin/prezzi/${offer.id}`}
    >
      {version.text ? <p className="mt-2 text-slate-800">{version.text}</p> : null}
      <p className="mt-2 font-semibold text-slate-900">{version.price}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {[version.hours, ...version.included].filter(Boolean).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </VersionRestore>
  );
}
