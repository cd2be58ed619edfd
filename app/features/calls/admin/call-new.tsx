import { CallForm, CallScreen } from "~/features/calls/admin/call-form";
import { pageMeta } from "~/platform/meta";
import { callFormAction, EMPTY_CALL_FORM } from "~/features/calls/admin/calls-form.server";
import type { Route } from "./+types/call-new";

export const meta = () => pageMeta("Nuovo bando", "Aggiungi un bando dell'area riservata.");

/** Guarded by features/staff/auth/guard.ts; the action checks the session itself. */
export function loader() {
  return { initial: EMPTY_CALL_FORM };
}

export function action({ request, context }: Route.ActionArgs) {
  return callFormAction({ request, context });
}

export default function CallNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CallScreen>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Nuovo bando</h1>
      <p className="mt-2 text-slate-700">
        Date e ore sono in ora italiana. Dopo il salvataggio il bando è subito visibile dove
        previsto.
      </p>
      <CallForm mode="new" initial={loaderData.initial} result={actionData} />
    </CallScreen>
  );
}
