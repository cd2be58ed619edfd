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
import { plainText } from "~/platform/forms/text";
import { FAQ_PAGE_KEYS, FAQ_PAGES } from "~/features/faq/faq";
import { faqRecord, listAllFaq } from "~/features/faq/faq.server";
import { orderedListAction } from "~/platform/records/record-editor.server";
import type { Route } from "./+types/faq-list";

export const meta = () =>
  pageMeta("FAQ", "Gestione delle domande frequenti delle pagine pubbliche.");

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  spostato: { tone: "success", text: "Ordine aggiornato: la pagina lo mostra già." },
  eliminato: { tone: "success", text: "Domanda eliminata." },
  "non-trovato": {
    tone: "error",
    text: "La domanda non esiste più: potrebbe essere stata eliminata.",
  },
} as const;

const LOAD_ERROR = "Errore nel caricamento delle domande. Riprova più tardi.";

/** Issue 26: the FAQ of each page, in its order. Guarded by guard.ts (redattore and amministratore). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const notice = noticeFrom(url, NOTICES);
  const { database, log } = context.get(appContext);
  try {
    const items = (await listAllFaq(database.db)).map((f) => ({
      id: f.id,
      page: f.page,
      title: f.question,
      answer: plainText(f.answer).slice(0, 140),
    }));
    const confirm = items.find((f) => f.id === url.searchParams.get("elimina")) ?? null;
    return { items, confirm, notice, error: null };
  } catch (error) {
    log.error({ err: error }, "admin faq list failed");
    return data({ items: [], confirm: null, notice, error: LOAD_ERROR }, { status: 500 });
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return orderedListAction({ request, context }, faqRecord, {
    href: "/admin/faq",
    failure: "Si è verificato un errore: la modifica non è stata salvata. Riprova.",
  });
}

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { items, confirm, notice, error } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <RecordListHeader
        title="Domande frequenti"
        newRecord={{ to: "/admin/faq/nuova", icon: Plus, label: "Nuova domanda" }}
      />
      <p className="mt-2 max-w-3xl text-slate-700">
        Le domande compaiono nella sezione «Domande frequenti» di ogni pagina, nell'ordine qui
        sotto, e nei dati strutturati letti dai motori di ricerca.
      </p>
      <OrderedListBody
        href="/admin/faq"
        notice={notice}
        actionError={actionData?.status === "failed" ? actionData.message : null}
        confirm={confirm}
        deletion={{
          title: "Elimina domanda",
          question: "Sei sicuro di voler eliminare questa domanda? Sparisce subito dalla pagina.",
        }}
        error={error}
      >
        {FAQ_PAGE_KEYS.map((page) => (
          <OrderedRecordList
            key={page}
            id={`pagina-${page}`}
            title={`${FAQ_PAGES[page].label} (${FAQ_PAGES[page].path})`}
            href="/admin/faq"
            empty="Nessuna domanda per questa pagina: la sezione non compare."
            items={items
              .filter((f) => f.page === page)
              .map((f) => ({ id: f.id, title: f.title, detail: f.answer }))}
          />
        ))}
      </OrderedListBody>
    </div>
  );
}
