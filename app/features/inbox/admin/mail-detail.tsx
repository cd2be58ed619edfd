import { data } from "react-router";
import type { ReactNode } from "react";
import { DetailHeader, DetailList } from "~/ui/staff/detail-parts";
import { LabelledValue } from "~/ui/labelled-value";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { formatDateTimeIt } from "~/platform/format-date";
import { requireStaff } from "~/features/staff/public-api.server";
import { getOutboxMail } from "~/features/inbox/mails/outbox-mails.server";
import { MAIL_STATUS_LABELS } from "~/features/inbox/mails/mail-labels";
import type { Route } from "./+types/mail-detail";

export const meta = () => pageMeta("E-mail", "Una e-mail del sito: stato, tentativi e contenuto.");

/** Any staff member (decision 067); the content never shows a private link's token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database, env, log } = context.get(appContext);
  const mail = await getOutboxMail({ database, env, log }, params.mailId);
  if (!mail) throw data("E-mail non trovata", { status: 404 });
  return { mail };
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabelledValue label={label} valueClassName="break-words">
      {children}
    </LabelledValue>
  );
}

export default function MailDetail({ loaderData }: Route.ComponentProps) {
  const { mail: m } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <DetailHeader
        back={{ to: "/admin/email", label: "Torna alle e-mail" }}
        title={m.label}
        status={m.status}
        statusLabel={MAIL_STATUS_LABELS[m.status]}
        receivedLabel="In coda dal"
        createdAt={m.createdAt}
      />
      <DetailList>
        <Item label="Destinatario">{m.content?.to ?? "—"}</Item>
        <Item label="Tentativi">{m.attempts}</Item>
        {m.doneAt ? <Item label="Inviata il">{formatDateTimeIt(m.doneAt)}</Item> : null}
        {m.nextAttempt ? (
          <Item label="Prossimo tentativo">{formatDateTimeIt(m.nextAttempt)}</Item>
        ) : null}
        {m.lastError ? <Item label="Ultimo errore">{m.lastError}</Item> : null}
      </DetailList>

      <section
        aria-labelledby="contenuto"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contenuto" className="text-xl font-bold text-slate-900">
          Contenuto
        </h2>
        {m.content ? (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {m.kept
                ? "Il testo come è stato inviato."
                : "Il testo come verrà inviato, scritto ora con i dati di oggi."}{" "}
              I link personali sono nascosti (•••). La versione HTML dice le stesse cose.
            </p>
            <p className="mt-4 font-semibold break-words text-slate-900">
              Oggetto: {m.content.subject}
            </p>
            <div
              data-testid="testo-email"
              className="mt-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900"
            >
              {m.content.text}
            </div>
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            Il contenuto non si può più mostrare: ciò a cui l'e-mail si riferiva è stato cancellato.
          </p>
        )}
      </section>
    </div>
  );
}
