import { Link } from "react-router";
import { CallForm, type CallFormResult } from "~/features/calls/admin/call-form";
import { pageMeta } from "~/platform/meta";
import { callFormAction, EMPTY_CALL_FORM } from "~/features/calls/admin/calls-form.server";
import type { Route } from "./+types/call-new";

export const meta = () => pageMeta("Nuovo bando", "Aggiungi un bando dell'area riservata.");

/** Guarded by features/staff/auth/guard.ts, loader and action alike. */
export function loader() {
  return { initial: EMPTY_CALL_FORM };
}

export function action({ request, context }: Route.ActionArgs) {
  return callFormAction({ request, context });
}

export default function CallNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p>
        <Link
          to="/admin/bandi"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Tutti i bandi
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Nuovo bando</h1>
      <p className="mt-2 text-slate-700">
        Date e ore sono in ora italiana. Dopo il salvataggio il bando è subito visibile dove
        previsto.
      </p>
      <CallForm
        mode="new"
        initial={loaderData.initial}
        result={actionData as CallFormResult | undefined}
      />
    </div>
  );
}
