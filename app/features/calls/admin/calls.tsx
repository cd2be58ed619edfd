import { FilePlus2, Pencil } from "lucide-react";
import { data } from "react-router";
import { ConfirmDelete, ListNotices, LoadError } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { CardFact, CardList, ListCard, RowAction } from "~/ui/staff/row-actions";
import { RecordListPage } from "~/ui/records/record-lists";
import { appContext } from "~/context";
import type { CallStatus } from "~/features/calls/call-status";
import { callView, isPageCall, PAGE_CALLS } from "~/features/calls/calls";
import { pageMeta } from "~/platform/meta";
import { CallInUseError, deleteCall, listCallsForEditing } from "~/features/calls/calls.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { now } from "~/platform/clock.server";
import { listDeleteAction } from "~/platform/forms/list-actions.server";
import type { Route } from "./+types/calls";

export const meta = () => pageMeta("Bandi", "Gestione dei bandi dell'area riservata.");

const LOAD_ERROR = "Errore nel caricamento dei bandi. Riprova più tardi.";
const DELETE_ERROR = "Errore durante l'eliminazione del bando. Riprova più tardi.";

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  eliminato: { tone: "success", text: "Bando eliminato." },
  "bando-non-trovato": { tone: "error", text: "Errore nel caricamento del bando: non esiste più." },
} as const;

const STATUS_LABELS: Record<CallStatus, string> = {
  open: "Aperto",
  closed: "Chiuso",
  upcoming: "Di prossima apertura",
};

const STATUS_STYLES: Record<CallStatus, string> = {
  open: "border-green-700 bg-green-50 text-green-900",
  closed: "border-red-700 bg-red-50 text-red-900",
  upcoming: "border-amber-700 bg-amber-50 text-amber-950",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const notice = noticeFrom(url, NOTICES);
  const { database, log } = context.get(appContext);
  try {
    const at = now();
    const rows = (await listCallsForEditing(database.db)).map(({ call, version }) => ({
      ...callView(call, at),
      id: call.id,
      onHome: call.onHome,
      page: isPageCall(call.key) ? PAGE_CALLS[call.key] : null,
      version,
    }));
    const confirmId = url.searchParams.get("elimina");
    // The delete carries the version shown: a call changed since is not deleted (decision 041).
    const confirm = rows.find((c) => c.id === confirmId) ?? null;
    const calls = rows.map(({ version: _version, ...call }) => call);
    return { calls, confirm, notice, error: null };
  } catch (error) {
    log.error({ err: error }, "admin call list failed");
    return data({ calls: [], confirm: null, notice, error: LOAD_ERROR }, { status: 500 });
  }
}

/** Deleting a call: the guard route has checked the session; page calls are refused. */
export async function action(args: Route.ActionArgs) {
  return listDeleteAction(args, {
    remove: (db, { id, actor, openedVersion }) => deleteCall(db, id, actor, openedVersion),
    refusals: [CallInUseError, RecordConflictError],
    logMessage: "admin call delete failed",
    failure: DELETE_ERROR,
    done: () => "/admin/bandi?avviso=eliminato",
  });
}

type Row = Route.ComponentProps["loaderData"]["calls"][number];

export default function AdminCalls({ loaderData, actionData }: Route.ComponentProps) {
  const { calls, confirm, notice, error } = loaderData;
  return (
    <RecordListPage
      title="Bandi"
      newRecord={{ to: "/admin/bandi/nuovo", icon: FilePlus2, label: "Nuovo bando" }}
    >
      <p className="mt-2 max-w-3xl text-slate-700">
        Date e ore sono in ora italiana. Lo stato (aperto, chiuso, di prossima apertura) si aggiorna
        da solo con la data; le pagine pubbliche mostrano ogni modifica dalla visita successiva.
      </p>

      <ListNotices notice={notice} error={actionData?.message} />

      {/* A call a page is built on cannot be deleted: the step says so, with no
          delete button (the action refuses it too). */}
      {confirm ? (
        <ConfirmDelete
          cancelHref="/admin/bandi"
          {...(confirm.page
            ? {
                title: "Bando non eliminabile",
                question: (
                  <>
                    «{confirm.title}» non si può eliminare: la pagina {confirm.page} è costruita su
                    questo bando. Puoi cambiarne date, link e testi con «Modifica».
                  </>
                ),
              }
            : {
                title: "Elimina bando",
                question: "Sei sicuro di voler eliminare questo bando?",
                deletion: {
                  id: confirm.id,
                  name: confirm.title,
                  fields: { [OPENED_VERSION_FIELD]: confirm.version },
                },
              })}
        />
      ) : null}

      {error ? (
        <LoadError>{error}</LoadError>
      ) : (
        <CardList items={calls} empty="Nessun bando: aggiungine uno con «Nuovo bando».">
          {(call) => <CallRow call={call} />}
        </CardList>
      )}
    </RecordListPage>
  );
}

function CallRow({ call }: { call: Row }) {
  return (
    <ListCard
      title={call.title}
      name={call.title}
      actions={
        <RowAction
          to={`/admin/bandi/${call.id}`}
          icon={Pencil}
          label="Modifica"
          name={call.title}
        />
      }
      deleteHref={`/admin/bandi?elimina=${call.id}`}
    >
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span
          data-admin-call-status={call.status}
          className={`rounded-full border px-2 py-0.5 font-semibold ${STATUS_STYLES[call.status]}`}
        >
          {STATUS_LABELS[call.status]}
        </span>
        {call.onHome ? (
          <span className="rounded-full border border-slate-400 px-2 py-0.5 font-semibold text-slate-800">
            In home
          </span>
        ) : null}
      </p>
      <dl className="mt-2 space-y-0.5 text-sm text-slate-700">
        <CardFact label="Scadenza: ">
          <time dateTime={call.deadline}>{call.deadlineLabel}</time>
        </CardFact>
        {call.opensLabel ? <CardFact label="Apertura: ">{call.opensLabel}</CardFact> : null}
        <CardFact label="Chiave: ">
          <code>{call.key}</code>
          {call.page ? ` (usata da ${call.page})` : null}
        </CardFact>
      </dl>
    </ListCard>
  );
}
