import { Award } from "lucide-react";
import { Form } from "react-router";
import {
  CERTIFICATE_FORM,
  earnsCertificate,
  HOURS_FORM,
  STATUS_FORM,
  type RunParticipant,
} from "~/features/enrolments/admin/edition-run/edition-run-forms";
import {
  ParticipantItem,
  type ParticipantRowContext,
} from "~/features/enrolments/admin/edition-run/participant-item";
import { BULK_TARGETS, ENROLMENT_STATUS_LABELS } from "~/features/enrolments/participant-status";
import { Button } from "~/ui/staff/staff-ui";

type Props = ParticipantRowContext & { participants: RunParticipant[] };

/**
 * The participants with the page's three forms (status, hours, one
 * attestato): each row puts its fields in them by `form=`.
 */
export function ParticipantsSection({ participants, edition, here, busy, ...row }: Props) {
  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-slate-900">Partecipanti</h2>
      {participants.length === 0 ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
          Nessuno si è ancora iscritto a questa edizione.
        </p>
      ) : (
        <>
          <StatusForm here={here} busy={busy} />
          <Form id={HOURS_FORM} method="post" action={here}>
            <input type="hidden" name="intent" value="ore" />
          </Form>
          <Form id={CERTIFICATE_FORM} method="post" action={here}>
            <input type="hidden" name="intent" value="attestato" />
          </Form>

          <ul className="mt-4 space-y-3" aria-label="Partecipanti">
            {participants.map((p) => (
              <ParticipantItem
                key={p.id}
                participant={p}
                edition={edition}
                here={here}
                busy={busy}
                {...row}
              />
            ))}
          </ul>

          <div className="mt-4 flex flex-wrap gap-3">
            <Button form={HOURS_FORM} disabled={busy}>
              Salva le ore
            </Button>
            {participants.some((p) => earnsCertificate(p)) ? (
              <Form method="post" action={here}>
                <Button tone="primary" name="intent" value="attestati" disabled={busy}>
                  <Award aria-hidden="true" className="size-4" />
                  Rilascia tutti gli attestati
                </Button>
              </Form>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}

function StatusForm({ here, busy }: { here: string; busy: boolean }) {
  return (
    <Form
      id={STATUS_FORM}
      method="post"
      action={here}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="stato" />
      <div>
        <label htmlFor="nuovo-stato" className="block font-medium text-slate-800">
          Cambia lo stato dei selezionati
        </label>
        <select
          id="nuovo-stato"
          name="status"
          required
          defaultValue=""
          className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          <option value="">Scegli il nuovo stato</option>
          {BULK_TARGETS.map((s) => (
            <option key={s} value={s}>
              {ENROLMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <Button tone="primary" disabled={busy}>
        Applica
      </Button>
      <p className="basis-full text-sm text-slate-700">
        Ricevuta → Pagamento verificato → Confermata → Completata; Annullata libera il posto per il
        primo in lista d'attesa.
      </p>
    </Form>
  );
}
