import { Form } from "react-router";
import { TextField } from "~/ui/forms/field";
import { Button, Notice } from "~/ui/staff/staff-ui";
import { formatEuro } from "~/platform/money";
import { formatDateIt } from "~/platform/format-date";

const METHOD_WORDS = {
  bonifico: "Bonifico",
  carta_docente: "Carta del Docente",
  manuale: "Registrato a mano",
} as const;

export type PaymentsBox = {
  due: string;
  paid: string;
  left: string | null;
  list: Array<{
    id: string;
    method: keyof typeof METHOD_WORDS;
    amountCents: number;
    receivedOn: string;
    source: string;
  }>;
};

/**
 * The payments of one enrolment (the ledger, decision 061) and the form that
 * records one by hand; its errors beside the fields, what was typed kept.
 */
export function ParticipantPayments({
  box,
  today,
  result,
}: {
  box: PaymentsBox;
  today: string;
  result?: {
    status: string;
    errors?: Partial<Record<string, string>>;
    values?: Partial<Record<string, string>>;
  };
}) {
  const errors = result?.status === "invalid" ? (result.errors ?? {}) : {};
  const values = result?.status === "invalid" ? (result.values ?? {}) : {};
  return (
    <section
      aria-labelledby="pagamenti"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="pagamenti" className="text-lg font-semibold text-slate-900">
        Pagamenti
      </h2>
      <p className="mt-1 text-slate-800">
        Dovuto {box.due}, ricevuto {box.paid}
        {box.left ? `, da pagare ${box.left}` : ""}.
      </p>
      {box.list.length === 0 ? (
        <p className="mt-2 text-slate-700">Nessun pagamento registrato.</p>
      ) : (
        <ul className="mt-2 space-y-1" aria-label="Pagamenti ricevuti">
          {box.list.map((p) => (
            <li key={p.id} className="[overflow-wrap:anywhere] text-slate-800">
              {formatDateIt(p.receivedOn)} – {METHOD_WORDS[p.method]} – {formatEuro(p.amountCents)}
              {p.source ? ` (${p.source})` : ""}
            </li>
          ))}
        </ul>
      )}
      <Notice tone={result?.status === "success" ? "success" : undefined}>
        {result?.status === "success" ? "Pagamento registrato." : null}
      </Notice>
      <Form method="post" className="mt-3 grid gap-x-4 sm:grid-cols-3">
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
    </section>
  );
}
