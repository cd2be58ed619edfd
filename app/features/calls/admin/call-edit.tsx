import { Link, redirect } from "react-router";
import { CallForm, CallScreen } from "~/features/calls/admin/call-form";
import { RecordHeading } from "~/ui/records/record-screen";
import { appContext } from "~/context";
import { isPageCall, PAGE_CALLS } from "~/features/calls/calls";
import { pageMeta } from "~/platform/meta";
import { getCallForEditing } from "~/features/calls/calls.server";
import { callFormAction, callFormValues } from "~/features/calls/admin/calls-form.server";
import type { Route } from "./+types/call-edit";

export const meta = () => pageMeta("Modifica bando", "Modifica di un bando dell'area riservata.");

/** The page of our site where visitors see this call, if any. */
function publicPageOf(key: string, cardLink: string, onHome: boolean): string | undefined {
  if (isPageCall(key)) return PAGE_CALLS[key].split(" ")[0];
  if (onHome) return cardLink.startsWith("/") ? cardLink : "/";
  return undefined;
}

/** spec §8: a call that cannot be loaded sends staff back to the list with a notice. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  let found = null;
  try {
    found = await getCallForEditing(database.db, params.callId);
  } catch (error) {
    log.error({ err: error }, "admin call load failed");
  }
  if (!found) throw redirect("/admin/bandi?avviso=bando-non-trovato");
  const { call, version } = found;
  const created = new URL(request.url).searchParams.get("avviso") === "creato";
  return {
    call: { id: call.id, key: call.key, title: call.title },
    version,
    initial: callFormValues(call),
    publicPage: publicPageOf(call.key, call.cardLink, call.onHome),
    created,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return callFormAction({ request, context, callId: params.callId });
}

export default function CallEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { call, version, initial, publicPage, created } = loaderData;
  return (
    <CallScreen>
      <RecordHeading title="Modifica bando" name={call.title} />
      {created && !actionData ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900"
        >
          Bando creato. Puoi ancora modificarlo qui sotto o{" "}
          <Link to="/admin/bandi" className="font-semibold underline underline-offset-2">
            tornare all'elenco dei bandi
          </Link>
          .
        </p>
      ) : null}
      <CallForm
        key={call.id}
        mode="edit"
        initial={initial}
        callKey={call.key}
        version={version}
        publicPage={publicPage}
        result={actionData}
      />
    </CallScreen>
  );
}
