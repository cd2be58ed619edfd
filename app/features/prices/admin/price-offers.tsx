import { Plus } from "lucide-react";
import { OrderedListScreen } from "~/ui/records/record-lists";
import type { OrderedListPage } from "~/platform/records/ordered-list";
import { orderedListData } from "~/platform/records/screens/ordered-records.server";
import { pageMeta } from "~/platform/meta";
import { formatEuro, PRICE_LISTS } from "~/features/prices/price-offers";
import { listPriceOffers, priceOfferRecord } from "~/features/prices/prices.server";
import { orderedListAction } from "~/platform/records/record-editor.server";
import type { Route } from "./+types/price-offers";

const PRICE_LIST: OrderedListPage = {
  meta: {
    title: "Prezzi",
    description: "Gestione dei listini prezzi per docenti, scuole e studenti.",
  },
  href: "/admin/prezzi",
  groupId: "listino",
  label: "admin price list",
  title: "Prezzi",
  newRecord: { to: "/admin/prezzi/nuova", icon: Plus, label: "Nuova offerta" },
  intro:
    "Le offerte compaiono nelle pagine dei prezzi nell'ordine qui sotto; ogni modifica si vede dalla visita successiva.",
  empty: "Nessuna offerta in questo listino: aggiungine una con «Nuova offerta».",
  deletion: {
    title: "Elimina offerta",
    question:
      "Sei sicuro di voler eliminare questa offerta? Sparisce subito dalla pagina dei prezzi.",
  },
  notices: {
    moved: "Ordine aggiornato: la pagina dei prezzi lo mostra già.",
    deleted: "Offerta eliminata.",
    gone: "L'offerta non esiste più: potrebbe essere stata eliminata.",
  },
  loadError: "Errore nel caricamento dei prezzi. Riprova più tardi.",
  failure: "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
};

export const meta = () => pageMeta(PRICE_LIST.meta.title, PRICE_LIST.meta.description);

const CARD_LABELS = { si: "accetta la Carta del Docente", no: "fatturata alla scuola", nd: "" };

/** Both price lists, each in its order. Guarded by guard.ts (redattore and amministratore). */
export const loader = (args: Route.LoaderArgs) =>
  orderedListData(args, PRICE_LIST, listPriceOffers, (o) => ({
    id: o.id,
    group: o.list,
    title: o.title,
    detail: [
      o.priceCents === null ? o.unit : `${formatEuro(o.priceCents)} ${o.unit}`,
      CARD_LABELS[o.teacherCard],
    ]
      .filter(Boolean)
      .join(" · "),
  }));

export const action = (args: Route.ActionArgs) =>
  orderedListAction(args, priceOfferRecord, PRICE_LIST);

export default function AdminPrices(props: Route.ComponentProps) {
  return <OrderedListScreen texts={PRICE_LIST} groups={PRICE_LISTS} {...props} />;
}
