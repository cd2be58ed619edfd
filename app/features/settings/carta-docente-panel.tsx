import { BadgeCheck } from "lucide-react";
import { Panel } from "~/ui/staff/staff-ui";
import { formatDateTimeIt } from "~/platform/format-date";
import { StatusBoxAction, StatusEntry } from "./status-box-parts";

type Status = {
  configured: boolean;
  host: string | null;
  lastActivation: { at: Date | string; result: string } | null;
};

/** The Carta del Docente box of /admin/impostazioni (decision 062). */
export function CartaDocentePanel({ status, vatNumber }: { status: Status; vatNumber: string }) {
  return (
    <Panel title="Carta del Docente" id="carta-docente-titolo">
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <StatusEntry label="Verifica online dei buoni" testId="carta-docente-configurata">
          {status.configured
            ? `Sì, con il servizio ${status.host}`
            : "No: i buoni (codice e PDF) li controlla la segreteria. Per la verifica online servono CARTA_DOCENTE_URL e il certificato della scuola."}
        </StatusEntry>
        <StatusEntry label="Partita IVA della scuola">
          {vatNumber} (si cambia nei dati della scuola qui sopra)
        </StatusEntry>
        <StatusEntry label="Ultima attivazione">
          {status.lastActivation
            ? `${status.lastActivation.result} (${formatDateTimeIt(status.lastActivation.at)})`
            : "mai richiesta da questo sito"}
        </StatusEntry>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        L'attivazione si fa una volta sola, dopo aver installato il certificato: se la scuola è già
        attiva il servizio lo dice e non cambia nulla.
      </p>
      <StatusBoxAction intent="attiva" configured={status.configured} icon={BadgeCheck}>
        Attiva la scuola sul servizio
      </StatusBoxAction>
    </Panel>
  );
}
