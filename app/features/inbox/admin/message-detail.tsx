import { Reply } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { DetailHeader, DetailList, ShownStatus, StatusUpdateResult } from "~/ui/staff/detail-parts";
import { MAILERLITE_STATUS_LABELS, MESSAGE_STATUS_LABELS } from "~/ui/staff/status-badge";
import { LabelledValue } from "~/ui/labelled-value";
import { pageMeta } from "~/platform/meta";
import { handleErasure, requirePersonalRecord } from "~/features/privacy/public-api.server";
import { PersonalDataPanel } from "~/features/privacy/public-api";
import { contactMessageStatus, getContactMessage } from "~/features/inbox/contacts.server";
import type { Route } from "./+types/message-detail";
import { handleStatusChange } from "~/platform/forms/forms.server";

export const meta = () => pageMeta("Messaggio", "Dettaglio di una richiesta dal modulo contatti.");

const NOT_FOUND = "Messaggio non trovato";

export async function loader(args: Route.LoaderArgs) {
  const { found, canManage, confirming } = await requirePersonalRecord(
    args,
    (db) => getContactMessage(db, args.params.messageId),
    NOT_FOUND,
  );
  return { message: found, canManage, confirming };
}

export async function action(args: Route.ActionArgs) {
  await handleErasure(args, {
    entityType: "message",
    id: args.params.messageId,
    doneHref: "/admin/messaggi?avviso=cancellato",
  });
  return handleStatusChange(args, {
    statuses: ["nuovo", "gestito"],
    ...contactMessageStatus(args.params.messageId),
    subject: { noun: "Messaggio" },
    notFound: NOT_FOUND,
    audit: {
      entityType: "message",
      entityId: args.params.messageId,
      summary: (status) => `Messaggio segnato come «${status}»`,
    },
  });
}

export default function MessageDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, canManage, confirming } = loaderData;
  const saving = useNavigation().state === "submitting";
  const next = m.status === "nuovo" ? "gestito" : "nuovo";
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <DetailHeader
        back={{ to: "/admin/messaggi", label: "Torna ai messaggi" }}
        title={m.subject}
        status={m.status}
        statusLabel={MESSAGE_STATUS_LABELS[m.status]}
        receivedLabel="Ricevuto il"
        createdAt={m.createdAt}
      />

      <DetailList>
        <LabelledValue label="Nome e Cognome" valueClassName="break-words">
          {m.name}
        </LabelledValue>
        <LabelledValue label="Email" valueClassName="break-all">
          <a href={`mailto:${m.email}`} className="text-brand-700 underline">
            {m.email}
          </a>
        </LabelledValue>
        <LabelledValue
          label="Messaggio"
          className="sm:col-span-2"
          valueClassName="mt-1 break-words whitespace-pre-line text-slate-900"
        >
          {m.message}
        </LabelledValue>
        <LabelledValue label="Lista MailerLite" className="sm:col-span-2">
          {MAILERLITE_STATUS_LABELS[m.mailerliteStatus]}
          {m.mailerliteError ? (
            <span className="block text-sm text-red-800">{m.mailerliteError}</span>
          ) : null}
        </LabelledValue>
      </DetailList>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a
          href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Reply aria-hidden="true" className="size-4" />
          Rispondi via email
        </a>
        <Form method="post">
          <input type="hidden" name="status" value={next} />
          <ShownStatus status={m.status} />
          <button
            type="submit"
            disabled={saving}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-400 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
          >
            {next === "gestito" ? "Segna come gestito" : "Segna come da gestire"}
          </button>
        </Form>
      </div>
      <StatusUpdateResult result={actionData} />

      <PersonalDataPanel
        canManage={canManage}
        href={`/admin/messaggi/${m.id}`}
        confirming={confirming}
        name={`${m.subject} – ${m.name}`}
        question={
          <>
            Vuoi cancellare definitivamente questo messaggio? I dati spariscono dal sito e dai
            backup successivi; nel registro resta solo chi li ha cancellati e quando.
            {m.mailerliteStatus === "inviato"
              ? " L'indirizzo e-mail è stato inviato anche alla lista MailerLite: toglilo anche da lì, dal pannello di MailerLite."
              : ""}
          </>
        }
      />
    </div>
  );
}
