import { FaqForm } from "~/features/faq/admin/faq-form";
import { faqAction } from "~/features/faq/admin/faq-action.server";
import { EMPTY_FAQ } from "~/features/faq/faq";
import { BackToList } from "~/platform/records/record-screens";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/faq-new";

export const meta = () => pageMeta("Nuova domanda", "Aggiungi una domanda frequente.");

/** Guarded by features/staff/auth/guard-pages.ts; the action checks the session itself. */
export function loader() {
  return { initial: EMPTY_FAQ };
}

export function action({ request, context }: Route.ActionArgs) {
  return faqAction({ request, context });
}

export default function FaqNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToList href="/admin/faq" label="Tutte le domande" />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Nuova domanda</h1>
      <p className="mt-2 text-slate-700">
        La nuova domanda va in fondo alla sua pagina: puoi spostarla dall'elenco delle domande.
      </p>
      <FaqForm mode="new" initial={loaderData.initial} result={actionData} />
    </div>
  );
}
