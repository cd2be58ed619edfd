import { Mail } from "lucide-react";
import { Link } from "react-router";
import { RecordInbox } from "~/ui/staff/record-list";
import { ListSelect } from "~/ui/staff/list-controls";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/public-api.server";
import { readListQuery } from "~/platform/list-query.server";
import { formatDateTimeIt } from "~/platform/format-date";
import { listOutboxMails } from "~/features/inbox/mails/outbox-mails.server";
import { MAIL_STATUS_LABELS, type MailStatus } from "~/features/inbox/mails/mail-labels";
import { MAIL_KINDS, type MailKindKey } from "~/features/inbox/mails/mail-kinds.server";
import type { Route } from "./+types/mails";

export const meta = () =>
  pageMeta("E-mail", "Le e-mail in coda e inviate dal sito, con il loro contenuto.");

const STATUSES = Object.entries(MAIL_STATUS_LABELS).map(([value, label]) => ({
  value: value as MailStatus,
  label,
}));

const KINDS = Object.entries(MAIL_KINDS).map(([value, k]) => ({
  value: value as MailKindKey,
  label: k.label,
}));

/**
 * Every staff member reads the outbox (decision 067): the mails say what the
 * enrolments and messages already show them. Only an amministratore edits
 * the texts (/admin/email/testi).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { database, env, log } = context.get(appContext);
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams);
  const status = STATUSES.find((s) => s.value === url.searchParams.get("stato"))?.value;
  const kind = KINDS.find((k) => k.value === url.searchParams.get("tipo"))?.value;
  const mails = await listOutboxMails({ database, env, log }, query, { status, kind });
  return {
    canEditTexts: staff.role === "amministratore",
    status: status ?? "",
    kind: kind ?? "",
    statuses: STATUSES,
    kinds: KINDS,
    mails: {
      ...mails,
      items: mails.items.map((m) => ({
        id: m.id,
        title: `${m.label}${m.to ? ` – ${m.to}` : ""}`,
        detail: [
          m.subject,
          m.attempts === 1 ? "1 tentativo" : `${m.attempts} tentativi`,
          m.doneAt ? `inviata il ${formatDateTimeIt(m.doneAt)}` : null,
          m.lastError ? `ultimo errore: ${m.lastError}` : null,
        ]
          .filter(Boolean)
          .join(" · "),
        createdAt: m.createdAt,
        status: m.status,
        statusLabel: MAIL_STATUS_LABELS[m.status],
      })),
    },
  };
}

export default function Mails({ loaderData }: Route.ComponentProps) {
  const { canEditTexts, status, kind, statuses, kinds, mails } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
          <Mail aria-hidden="true" className="size-7 text-brand-700" />
          E-mail
        </h1>
        {canEditTexts ? (
          <Link
            to="/admin/email/testi"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Testi delle e-mail
          </Link>
        ) : null}
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">
        Le e-mail del sito, dalla più recente: quelle in coda partono appena il server di posta
        risponde. I link personali dei partecipanti non si vedono mai per intero.
      </p>
      <RecordInbox
        list={mails}
        search={{
          name: "le e-mail",
          hint: "Destinatario, oggetto o testo delle e-mail inviate.",
          clearHref: mails.q || status || kind ? "/admin/email" : undefined,
        }}
        filters={
          <>
            <ListSelect label="Tipo" name="tipo" options={kinds} value={kind} />
            <ListSelect label="Stato" name="stato" options={statuses} value={status} />
          </>
        }
        nouns={["e-mail", "e-mail"]}
        empty={status || kind ? "Nessuna e-mail con questi filtri." : "Non ci sono ancora e-mail."}
        row={(m) => ({ ...m, to: `/admin/email/${m.id}` })}
      />
    </div>
  );
}
