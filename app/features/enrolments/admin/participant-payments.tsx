import { Form, Link } from "react-router";
import { TextField } from "~/ui/forms/field";
import { Button, CANCEL_LINK, Notice, RecordPanel } from "~/ui/staff/staff-ui";
import { formatEuro } from "~/platform/money";
import { formatDateIt, formatDateTimeIt } from "~/platform/format-date";
import {
  answerNotice,
  answerTo,
  type PageAnswer,
} from "~/features/enrolments/admin/participant-answer";

const METHOD_WORDS = {
  bonifico: "Bonifico",
  carta_docente: "Carta del Docente",
  manuale: "Registrato a mano",
} as const;

type PaymentRow = {
  id: string;
  method: keyof typeof METHOD_WORDS;
  amountCents: number;
  receivedOn: string;
  source: string;
  /** Voided by staff (decision 061): the row stays, left out of every sum. */
  voided: { at: Date; by: string; reason: string } | null;
  /** A payment by hand an amministratore may void. */
  voidable: boolean;
};

export type PaymentsBox = {
  due: string;
  paid: string;
  left: string | null;
  list: PaymentRow[];
  /** The payment chosen with «Annulla questo pagamento» (`?annulla=`), to confirm with a reason. */
  voiding: PaymentRow | null;
};

const paymentWords = (p: PaymentRow) =>
  `${formatDateIt(p.receivedOn)} – ${METHOD_WORDS[p.method]} – ${formatEuro(p.amountCents)}${p.source ? ` (${p.source})` : ""}`;

/** The payments of one enrolment (the ledger, decision 061) and the form that records one by hand. */
export function ParticipantPayments({
  box,
  today,
  here,
  result,
}: {
  box: PaymentsBox;
  today: string;
  /** The participant page's address, without the query. */
  here: string;
  result?: PageAnswer;
}) {
  const recording = answerTo(result, "registra-pagamento");
  const voiding = answerTo(result, "annulla-pagamento");
  const errors = recording?.status === "invalid" ? (recording.errors ?? {}) : {};
  const values = recording?.status === "invalid" ? (recording.values ?? {}) : {};
  const notice = answerNotice(recording) ?? answerNotice(voiding);
  return (
    <RecordPanel title="Pagamenti" id="pagamenti">
      <p className="mt-1 text-slate-800">
        Dovuto {box.due}, ricevuto {box.paid}
        {box.left ? `, da pagare ${box.left}` : ""}.
      </p>
      {box.list.length === 0 ? (
        <p className="mt-2 text-slate-700">Nessun pagamento registrato.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label="Pagamenti ricevuti">
          {box.list.map((p) => (
            <li key={p.id} className="[overflow-wrap:anywhere] text-slate-800">
              {p.voided ? (
                <>
                  <span className="text-slate-600 line-through">{paymentWords(p)}</span>
                  <span className="block text-sm text-slate-700">
                    Annullato il {formatDateTimeIt(p.voided.at)}
                    {p.voided.by ? ` da ${p.voided.by}` : ""}: {p.voided.reason}
                  </span>
                </>
              ) : (
                paymentWords(p)
              )}
              {p.voidable ? (
                <Link
                  to={`${here}?annulla=${p.id}#annulla-pagamento`}
                  aria-label={`Annulla questo pagamento: ${paymentWords(p)}`}
                  className="flex min-h-11 w-fit items-center font-semibold text-red-800 underline underline-offset-4"
                >
                  Annulla questo pagamento
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {box.voiding ? (
        <VoidPaymentForm
          payment={box.voiding}
          here={here}
          answer={voiding?.status === "invalid" ? voiding : null}
        />
      ) : null}
      <Notice tone={notice?.tone}>{notice?.text}</Notice>
      {/* A new key once a payment is listed: with JavaScript the page stays in place, and
          the amount just recorded, left in the field, invited a second click. */}
      <Form
        key={box.list.length}
        method="post"
        action={here}
        className="mt-3 grid gap-x-4 sm:grid-cols-3"
      >
        <input type="hidden" name="intent" value="registra-pagamento" />
        <TextField
          label="Importo ricevuto (€)"
          name="amount"
          inputMode="decimal"
          defaultValue={values.amount ?? ""}
          error={errors.amount}
          required
        />
        <TextField
          label="Giorno"
          name="receivedOn"
          type="date"
          defaultValue={values.receivedOn ?? today}
          error={errors.receivedOn}
          required
        />
        <TextField
          label="Nota"
          name="note"
          defaultValue={values.note ?? ""}
          error={errors.note}
          maxLength={200}
        />
        <div className="sm:col-span-3">
          <Button tone="primary">Registra pagamento</Button>
        </div>
      </Form>
    </RecordPanel>
  );
}

/** The confirmation of a void, with its reason (kept in the ledger and the history). */
function VoidPaymentForm({
  payment,
  here,
  answer,
}: {
  payment: PaymentRow;
  here: string;
  answer: PageAnswer | null;
}) {
  return (
    <div
      id="annulla-pagamento"
      role="group"
      aria-labelledby="annulla-pagamento-titolo"
      className="mt-4 rounded-lg border-2 border-red-300 p-4"
    >
      <h3 id="annulla-pagamento-titolo" className="font-semibold text-slate-900">
        Annulla questo pagamento
      </h3>
      <p className="mt-1 text-slate-800">
        {paymentWords(payment)}. Il pagamento resta nell'elenco come annullato e non conta più nel
        ricevuto; se l'iscrizione era pagata per intero torna a «Ricevuta».
      </p>
      <Form method="post" action={`${here}?annulla=${payment.id}`} className="mt-3">
        <input type="hidden" name="intent" value="annulla-pagamento" />
        <input type="hidden" name="paymentId" value={payment.id} />
        <TextField
          label="Motivo dell'annullamento"
          name="reason"
          hint="Resta nel registro dei pagamenti e nella cronologia (al massimo 200 caratteri)."
          defaultValue={answer?.values?.reason ?? ""}
          error={answer?.errors?.reason ?? answer?.errors?.paymentId}
          maxLength={200}
          required
        />
        <div className="mt-2 flex flex-wrap gap-3">
          <Button tone="danger">Annulla il pagamento</Button>
          <Link to={here} className={CANCEL_LINK}>
            Lascia com'è
          </Link>
        </div>
      </Form>
    </div>
  );
}
