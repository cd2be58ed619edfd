import { TriangleAlert } from "lucide-react";
import { Form } from "react-router";
import { formatDateTimeIt } from "~/platform/format-date";
import { RadioGroupField } from "~/ui/forms/field";
import { Button, Notice, RecordPanel } from "~/ui/staff/staff-ui";
import type { VoucherPanelData } from "~/features/enrolments/vouchers.server";
import {
  answerNotice,
  answerTo,
  type PageAnswer,
} from "~/features/enrolments/admin/participant-answer";

const OUTCOMES = [
  { value: "speso", label: "Il buono risulta speso" },
  { value: "non_speso", label: "Il buono non risulta speso" },
];

/**
 * The buono checked online on the participant's staff page (decision 062);
 * for an amministratore (`canSettle`), what the merchants' portal says of a
 * Confirm whose answer never came.
 */
export function VoucherPanel({
  voucher,
  canSettle,
  here,
  result,
}: {
  voucher: VoucherPanelData;
  canSettle: boolean;
  /** The participant page's address, without the query. */
  here: string;
  result?: PageAnswer;
}) {
  const answer = answerTo(result, "esito-buono");
  const notice = answerNotice(answer);
  return (
    <RecordPanel title="Buono della Carta del Docente" id="buono-online">
      <p className="mt-1 text-slate-800" data-testid="stato-buono">
        {voucher.state}
        {voucher.amount ? `; importo del buono ${voucher.amount}` : ""}
        {voucher.left ? `; resta da pagare ${voucher.left}` : ""}.
      </p>
      {voucher.flags.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="avvisi-buono">
          {voucher.flags.map((flag) => (
            <li
              key={flag}
              className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {flag}
            </li>
          ))}
        </ul>
      ) : null}
      {canSettle && voucher.unanswered ? (
        <Form method="post" action={here} className="mt-4 rounded-lg border border-slate-300 p-4">
          <input type="hidden" name="intent" value="esito-buono" />
          <RadioGroupField
            label="Esito verificato sul portale esercenti"
            name="esito"
            hint={`La conferma di ${voucher.unanswered.amount} è partita senza risposta: cerca il buono sul portale esercenti della Carta del Docente e indica che cosa risulta.`}
            options={OUTCOMES}
            defaultValue={answer?.status === "invalid" ? answer.values?.esito : undefined}
            error={answer?.status === "invalid" ? answer.errors?.esito : undefined}
            required
          />
          <Button tone="primary">Registra l'esito</Button>
        </Form>
      ) : null}
      <Notice tone={notice?.tone}>{notice?.text}</Notice>
      <h3 className="mt-4 font-semibold text-slate-900">Chiamate al servizio</h3>
      <ul className="mt-2 divide-y divide-slate-200" data-testid="chiamate-buono">
        {voucher.calls.map((c) => (
          <li key={c.id} className="py-2 text-slate-800">
            <span className="font-medium">{formatDateTimeIt(c.at)}</span> – {c.operation}
            {c.amount ? `, ${c.amount}` : ""}: {c.outcome}
          </li>
        ))}
      </ul>
    </RecordPanel>
  );
}
