import { Plus } from "lucide-react";
import { data } from "react-router";
import { noticeFrom } from "~/ui/staff/staff-ui";
import {
  OrderedListBody,
  OrderedRecordList,
  RecordListHeader,
} from "~/platform/records/screens/record-screens";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { formatEuro, PRICE_LIST_KEYS, PRICE_LISTS } from "~/features/prices/price-offers";
import { listPriceOffers, priceOfferRecord } from "~/features/prices/prices.server";
import { orderedListAction } from "~/platform/records/record-editor.server";
import type { Route } from "./+types/price-offers";

export const meta = () =>
  pageMeta("Prezzi", "Gestione dei listini prezzi per docenti, scuole e studenti.");

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  spostato: { tone: "success", text: "Ordine aggiornato: la pagina dei prezzi lo mostra già." },
  eliminato: { tone: "success", text: "Offerta eliminata." },
  "non-trovato": {
    tone: "error",
    text: "L'offerta non esiste più: potrebbe essere stata eliminata.",
  },
} as const;

const LOAD_ERROR = "Errore nel caricamento dei prezzi. Riprova più tardi.";

/** Issue 26: both price lists, each in its order. Guarded by guard.ts (redattore and amministratore). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const notice = noticeFrom(url, NOTICES);
  const { database, log } = context.get(appContext);
  try {
    const offers = (await listPriceOffers(database.db)).map((o) => ({
      id: o.id,
      list: o.list,
      title: o.title,
      price: o.priceCents === null ? o.unit : `${formatEuro(o.priceCents)} ${o.unit}`,
      teacherCard: o.teacherCard,
    }));
    const confirm = offers.find((o) => o.id === url.searchParams.get("elimina")) ?? null;
    return { offers, confirm, notice, error: null };
  } catch (error) {
    log.error({ err: error }, "admin price list failed");
    return data({ offers: [], confirm: null, notice, error: LOAD_ERROR }, { status: 500 });
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return orderedListAction({ request, context }, priceOfferRecord, {
    href: "/admin/prezzi",
    failure: "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
  });
}

const CARD_LABELS = { si: "accetta la Carta del Docente", no: "fatturata alla scuola", nd: "" };

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, confirm, notice, error } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <RecordListHeader
        title="Prezzi"
        newRecord={{ to: "/admin/prezzi/nuova", icon: Plus, label: "Nuova offerta" }}
      />
      <p className="mt-2 max-w-3xl text-slate-700">
        Le offerte compaiono nelle pagine dei prezzi nell'ordine qui sotto; ogni modifica si vede
        dalla visita successiva.
      </p>
      <OrderedListBody
        href="/admin/prezzi"
        notice={notice}
        actionError={actionData?.status === "failed" ? actionData.message : null}
        confirm={confirm}
        deletion={{
          title: "Elimina offerta",
          question:
            "Sei sicuro di voler eliminare questa offerta? Sparisce subito dalla pagina dei prezzi.",
        }}
        error={error}
      >
        {PRICE_LIST_KEYS.map((list) => (
          <OrderedRecordList
            key={list}
            id={`listino-${list}`}
            title={`${PRICE_LISTS[list].label} (${PRICE_LISTS[list].path})`}
            href="/admin/prezzi"
            empty="Nessuna offerta in questo listino: aggiungine una con «Nuova offerta»."
            items={offers
              .filter((o) => o.list === list)
              .map((o) => ({
                id: o.id,
                title: o.title,
                detail: [o.price, CARD_LABELS[o.teacherCard]].filter(Boolean).join(" · "),
              }))}
          />
        ))}
      </OrderedListBody>
    </div>
  );
}
