import { Download, Upload } from "lucide-react";
import { Form } from "react-router";
import { FileField } from "~/ui/forms/file-field";
import { TextField } from "~/ui/forms/field";
import { Button, BUTTON_SECONDARY, Notice, PageTitle, Panel } from "~/ui/staff/staff-ui";
import { formatEuro } from "~/platform/money";
import { METHOD_LABELS, METHODS } from "~/features/payments/methods";
import type { Route } from "./+types/payments-page";

type Data = Route.ComponentProps["loaderData"];
type Totals = Data["all"];

const STATUS_WORDS: Record<string, string> = {
  unknown: "Da abbinare",
  partial: "Pagamento parziale",
  excess: "Pagato più del dovuto",
};

/** One card of sums (an edition, everything): phones get the same cards, one per row. */
function Sums({ title, totals }: { title: string; totals: Totals }) {
  const cells: Array<[string, string]> = [
    ["Dovuto", formatEuro(totals.dueCents)],
    ...METHODS.map((m) => [METHOD_LABELS[m], formatEuro(totals.paid[m])] as [string, string]),
    ["Da pagare", formatEuro(totals.leftCents)],
    ["In ritardo", totals.late ? `${totals.late} (${formatEuro(totals.lateCents)})` : "nessuno"],
  ];
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <h3 className="font-semibold break-words text-slate-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-6">
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function resultNotice(result: Props["result"]) {
  if (!result) return null;
  if (result.status === "failed") return { tone: "error" as const, text: result.message ?? "" };
  if (result.status !== "success") return null;
  if (result.intent === "importa") {
    const s = result.summary;
    return {
      tone: "success" as const,
      text: `Estratto conto importato: ${s.matched} pagati, ${s.partial} parziali, ${s.excess} in eccesso, ${s.unknown} da abbinare, ${s.known} già importati.`,
    };
  }
  if (result.intent === "abbina") {
    return {
      tone: "success" as const,
      text: `Accredito abbinato all'iscrizione ${result.reference}.`,
    };
  }
  return { tone: "success" as const, text: "Accredito segnato come verificato." };
}

type Props = Data & { result: Route.ComponentProps["actionData"] };

export function PaymentsView({ editions, all, months, review, result }: Props) {
  const errors = result?.status === "invalid" ? result.errors : {};
  const notice = resultNotice(result);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle intro="Quanto è dovuto dalle iscrizioni con un posto, quanto è arrivato per metodo e quanto è in ritardo (non pagato oltre i giorni delle impostazioni). Gli accrediti degli estratti conto con il riferimento dell'iscrizione nella causale vengono abbinati da soli.">
        Pagamenti
      </PageTitle>
      <Notice tone={notice?.tone}>{notice?.text}</Notice>

      <Panel title="Importa un estratto conto" id="importa">
        <Form
          method="post"
          action="?intent=importa"
          encType="multipart/form-data"
          className="mt-3 space-y-3"
        >
          <FileField
            label="Estratto conto camt.053 (XML)"
            name="statement"
            accept=".xml,application/xml,text/xml"
            hint="Il file XML «camt.053» dell'home banking, al massimo 5 MB. Importare due volte lo stesso estratto non cambia nulla."
            error={errors.statement}
            required
          />
          <Button tone="primary">
            <Upload aria-hidden="true" className="size-4" />
            Importa
          </Button>
        </Form>
      </Panel>

      <Panel title={`Accrediti da verificare (${review.length})`} id="da-verificare">
        {review.length === 0 ? (
          <p className="mt-2 text-slate-700">Nessun accredito in attesa.</p>
        ) : (
          <ol className="mt-3 space-y-3" aria-label="Accrediti da verificare">
            {review.map((line) => (
              <li key={line.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">
                  {line.bookingDate} –{" "}
                  {line.currency === "EUR"
                    ? formatEuro(line.amountCents)
                    : `${line.amountCents / 100} ${line.currency}`}{" "}
                  – {STATUS_WORDS[line.status] ?? line.status}
                </p>
                <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-800">
                  {line.debtorName || "Ordinante non indicato"}: «
                  {line.remittance || "senza causale"}»
                </p>
                {line.enrolment ? (
                  <p className="mt-1 text-sm">Iscrizione: {line.enrolment}</p>
                ) : null}
                {line.note ? <p className="mt-1 text-sm text-amber-900">{line.note}</p> : null}
                {line.status === "unknown" ? (
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="abbina" />
                    <input type="hidden" name="lineId" value={line.id} />
                    <TextField
                      label="Riferimento dell'iscrizione"
                      name="reference"
                      id={`reference-${line.id}`}
                      error={errors[`reference-${line.id}`]}
                      placeholder="ISC-2027-0001"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={40}
                    />
                    <Button tone="primary">Abbina e registra</Button>
                  </Form>
                ) : (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="verificato" />
                    <input type="hidden" name="lineId" value={line.id} />
                    <Button>Segna come verificato</Button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel title="Per edizione" id="per-edizione">
        <p className="mt-2">
          <a href="/admin/pagamenti/export.csv" className={BUTTON_SECONDARY} download>
            <Download aria-hidden="true" className="size-4" />
            Scarica l'elenco (CSV)
          </a>
        </p>
        <ul className="mt-3 space-y-3">
          <Sums title="Tutte le edizioni" totals={all} />
          {editions.map((e) => (
            <Sums key={e.label} title={e.label} totals={e} />
          ))}
        </ul>
      </Panel>

      <Panel title="Incassi per mese" id="per-mese">
        {months.length === 0 ? (
          <p className="mt-2 text-slate-700">Nessun pagamento registrato.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {months.map((m) => (
              <li key={m.month} className="rounded-lg border border-slate-200 p-3">
                <h3 className="font-semibold text-slate-900">{m.month}</h3>
                <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm">
                  {METHODS.map((method) => (
                    <div key={method}>
                      <dt className="text-slate-700">{METHOD_LABELS[method]}</dt>
                      <dd className="font-semibold">{formatEuro(m.paid[method])}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
