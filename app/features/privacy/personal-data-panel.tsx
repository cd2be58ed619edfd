import { FileJson, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BUTTON_DANGER, BUTTON_SECONDARY, ConfirmDelete, RecordPanel } from "~/ui/staff/staff-ui";

/**
 * The 'Dati personali' box of a message's or registration's detail screen
 * (decision 042): the art. 15 export and the erasure, whose
 * confirmation is the page itself with `?cancella=1` (a modal with JavaScript,
 * a step of its own without). An amministratore's tools: a redattore reads why not.
 */
export function PersonalDataPanel({
  canManage,
  href,
  confirming,
  name,
  question,
}: {
  /** Whether the signed-in staff member is an amministratore. */
  canManage: boolean;
  /** The detail screen's address, e.g. /admin/iscrizioni/{id}. */
  href: string;
  /** The page was opened with `?cancella=1`. */
  confirming: boolean;
  /** How the confirmation names the record. */
  name: string;
  question: ReactNode;
}) {
  return (
    <RecordPanel title="Dati personali" id="dati-personali">
      {canManage ? (
        <>
          <p className="mt-1 text-slate-700">
            Su richiesta della persona puoi darle una copia di tutti i dati che conserviamo su di
            lei (messaggi, iscrizioni e ordini delle scuole con la stessa e-mail o lo stesso codice
            fiscale) oppure cancellare questi dati. Entrambe le operazioni restano nel registro.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={`${href}/dati.json`} download className={BUTTON_SECONDARY}>
              <FileJson aria-hidden="true" className="size-4" />
              Esporta dati (JSON)
            </a>
            <Link to={`${href}?cancella=1`} preventScrollReset className={BUTTON_DANGER}>
              <Trash2 aria-hidden="true" className="size-4" />
              Cancella i dati
            </Link>
          </div>
          {confirming ? (
            <ConfirmDelete
              title="Cancella i dati personali"
              question={question}
              cancelHref={href}
              deletion={{ id: href.split("/").pop()!, name }}
            />
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-slate-700">
          L'esportazione e la cancellazione dei dati personali sono riservate agli amministratori.
        </p>
      )}
    </RecordPanel>
  );
}
