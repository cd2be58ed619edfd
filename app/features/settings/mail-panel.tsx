import { MailCheck } from "lucide-react";
import { Panel } from "~/ui/staff/staff-ui";
import { formatDateTimeIt } from "~/platform/format-date";
import { StatusBoxAction, StatusEntry } from "./status-box-parts";

type MailStatus = {
  configured: boolean;
  from: string | null;
  waiting: number;
  lastDelivery: Date | string | null;
  lastError: { message: string; at: Date | string } | null;
};

/** The e-mail box of /admin/impostazioni. */
export function MailPanel({ mail }: { mail: MailStatus }) {
  return (
    <Panel title="E-mail" id="email-titolo">
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <StatusEntry label="Invio configurato">
          {mail.configured
            ? `Sì${mail.from ? `, mittente ${mail.from}` : ""}`
            : "No: manca SMTP_URL. I messaggi restano in attesa e i moduli pubblici non promettono e-mail."}
        </StatusEntry>
        <StatusEntry label="E-mail in attesa">{mail.waiting}</StatusEntry>
        <StatusEntry label="Ultimo invio riuscito">
          {mail.lastDelivery ? formatDateTimeIt(mail.lastDelivery) : "nessuno"}
        </StatusEntry>
        <StatusEntry label="Ultimo errore" valueClassName="break-words text-slate-900">
          {mail.lastError
            ? `${mail.lastError.message} (${formatDateTimeIt(mail.lastError.at)})`
            : "nessuno"}
        </StatusEntry>
      </dl>
      <StatusBoxAction intent="test" configured={mail.configured} icon={MailCheck}>
        Invia un messaggio di prova
      </StatusBoxAction>
    </Panel>
  );
}
