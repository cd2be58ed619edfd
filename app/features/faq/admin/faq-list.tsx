import { Plus } from "lucide-react";
import { OrderedListScreen } from "~/ui/records/record-lists";
import type { OrderedListPage } from "~/platform/records/ordered-list";
import { orderedListData } from "~/platform/records/screens/ordered-records.server";
import { pageMeta } from "~/platform/meta";
import { excerpt, plainText } from "~/platform/forms/text";
import { FAQ_PAGES } from "~/features/faq/faq";
import { faqRecord, listAllFaq } from "~/features/faq/faq.server";
import { orderedListAction } from "~/platform/records/record-editor.server";
import type { Route } from "./+types/faq-list";

const FAQ_LIST: OrderedListPage = {
  meta: {
    title: "FAQ",
    description: "Gestione delle domande frequenti delle pagine pubbliche.",
  },
  href: "/admin/faq",
  groupId: "pagina",
  label: "admin faq list",
  title: "Domande frequenti",
  newRecord: { to: "/admin/faq/nuova", icon: Plus, label: "Nuova domanda" },
  intro:
    "Le domande compaiono nella sezione «Domande frequenti» di ogni pagina, nell'ordine qui sotto, e nei dati strutturati letti dai motori di ricerca.",
  empty: "Nessuna domanda per questa pagina: la sezione non compare.",
  deletion: {
    title: "Elimina domanda",
    question: "Sei sicuro di voler eliminare questa domanda? Sparisce subito dalla pagina.",
  },
  notices: {
    moved: "Ordine aggiornato: la pagina lo mostra già.",
    deleted: "Domanda eliminata.",
    gone: "La domanda non esiste più: potrebbe essere stata eliminata.",
  },
  loadError: "Errore nel caricamento delle domande. Riprova più tardi.",
  failure: "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
};

export const meta = () => pageMeta(FAQ_LIST.meta.title, FAQ_LIST.meta.description);

/** The FAQ of each page, in its order. Guarded by guard.ts (redattore and amministratore). */
export const loader = (args: Route.LoaderArgs) =>
  orderedListData(args, FAQ_LIST, listAllFaq, (f) => ({
    id: f.id,
    group: f.page,
    title: f.question,
    detail: excerpt(plainText(f.answer), 140),
  }));

export const action = (args: Route.ActionArgs) => orderedListAction(args, faqRecord, FAQ_LIST);

export default function AdminFaq(props: Route.ComponentProps) {
  return <OrderedListScreen texts={FAQ_LIST} groups={FAQ_PAGES} {...props} />;
}
