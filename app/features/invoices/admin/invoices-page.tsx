import { FileArchive, Landmark, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { appContext } from "~/context";
import { requireAdmin } from "~/features/staff/public-api.server";
import { formatDateIt, isoDateInRome } from "~/platform/format-date";
import { now } from "~/platform/clock.server";
import { pageMeta } from "~/platform/meta";
import { formatEuro } from "~/platform/money";
import { Button, Notice, PageTitle, Panel } from "~/ui/staff/staff-ui";
import { WholeNumberField } from "~/ui/forms/number-field";
import { FieldError } from "~/ui/forms/field";
import { buoniToInvoice, invoicesOfMonth, MONTH } from "../invoices.server";
import { invoiceNumberText } from "../invoice-number";
import { unconfirmedCounters } from "../numbering.server";
import { confirmNumbering, invoiceBuoni } from "./invoices-admin.server";
import type { Route } from "./+types/invoices-page";

export const meta = () =>
  pageMeta("Fatture", "Fatture elettroniche emesse, note di credito e fattura dei buoni.");

const SDI_LABELS = {
  da_inviare: "Da inviare",
  inviata: "Inviata",
  consegnata: "Consegnata",
  scartata: "Scartata",
} as const;

const PURPOSE_LABELS = {
  iscrizione: "Iscrizione",
  ordine_scuola: "Ordine di una scuola",
  buoni: "Buoni Carta del Docente",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database } = context.get(appContext);
  const asked = new URL(request.url).searchParams.get("mese") ?? "";
  const month = MONTH.test(asked) ? asked : isoDateInRome(now()).slice(0, 7);
  const [list, counters, buoni] = await Promise.all([
    invoicesOfMonth(database.db, month),
    unconfirmedCounters(database.db),
    buoniToInvoice(database.db),
  ]);
  return { month, ...list, counters, buoni };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request, context);
  const { database } = context.get(appContext);
  const form = await request.formData();
  const actor = { id: me.id, label: me.name || me.email };
  if (form.get("intent") === "conferma") return confirmNumbering(database.db, form, actor);
  if (form.get("intent") === "buoni") return invoiceBuoni(database.db, actor);
  throw new Response("Richiesta non valida", { status: 400 });
}

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export default function InvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { month, rows, months, totals, counters, buoni } = loaderData;
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const typed =
    actionData?.status === "invalid" ? (actionData.values as Record<string, string>) : {};
  const done =
    actionData?.status === "success" && "message" in actionData ? actionData.message : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageTitle intro="Fatture elettroniche (FatturaPA) emesse dalla scuola: si conservano dieci anni e non si modificano; un errore si corregge con una nota di credito.">
        Fatture
      </PageTitle>
      <Notice tone={done ? "success" : undefined}>{done}</Notice>

      {counters.map((c) => (
        <Panel
          key={c.year}
          title={`Numerazione ${c.year} da confermare`}
          id={`numerazione-${c.year}`}
        >
          <p className="mt-2 max-w-3xl text-slate-700">
            È stato ripristinato un backup: le fatture emesse dopo il backup non sono in questo
            database. Controlla l&apos;ultimo numero inviato al Sistema di Interscambio e indica il
            prossimo. Finché non lo confermi, nessuna fattura viene emessa.
          </p>
          <Form method="post" noValidate className="mt-4 max-w-sm">
            <input type="hidden" name="intent" value="conferma" />
            <input type="hidden" name="year" value={c.year} />
            <WholeNumberField
              label={`Prossimo numero del ${c.year}`}
              name="nextNumber"
              min={c.lastIssued + 1}
              max={999_999}
              defaultValue={typed.year === String(c.year) ? typed.nextNumber : String(c.nextNumber)}
              hint={`L'ultima fattura del ${c.year} in questo database è la n. ${c.lastIssued}.`}
              error={typed.year === String(c.year) ? errors.nextNumber : undefined}
            />
            <Button tone="primary">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Conferma la numerazione
            </Button>
          </Form>
        </Panel>
      ))}

      <Panel title="Buoni della Carta del Docente" id="buoni">
        <p className="mt-2 max-w-3xl text-slate-700">
          Il Ministero paga i buoni confermati solo dopo una fattura elettronica intestata a lui
          (codice destinatario QGGT71), senza valore fiscale: la vendita è la fattura al docente.{" "}
          {buoni.count === 0
            ? "Nessun buono confermato da fatturare."
            : `${buoni.count === 1 ? "1 buono confermato" : `${buoni.count} buoni confermati`} da fatturare, in tutto ${formatEuro(buoni.totalCents)}.`}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="buoni" />
          <Button tone="primary" disabled={buoni.count === 0} aria-describedby="campo-buoni-errore">
            <Landmark aria-hidden="true" className="size-4" />
            Fattura al Ministero per i buoni
          </Button>
          <FieldError name="buoni" error={errors.buoni} />
        </Form>
      </Panel>

      <Panel title={`Fatture di ${monthLabel(month)}`} id="elenco">
        <nav aria-label="Mesi" className="mt-3 flex flex-wrap gap-2">
          {months.map((m) => (
            <Link
              key={m}
              to={`?mese=${m}`}
              aria-current={m === month ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {monthLabel(m)}
            </Link>
          ))}
        </nav>
        <p className="mt-4 text-slate-800">
          {totals.count === 1 ? "1 documento" : `${totals.count} documenti`}, totale{" "}
          {formatEuro(totals.totalCents)} (note di credito sottratte), bolli{" "}
          {formatEuro(totals.stampDutyCents)}.
        </p>
        {totals.count > 0 ? (
          <a
            href={`/admin/fatture/mese/${month}`}
            className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
          >
            <FileArchive aria-hidden="true" className="size-4" />
            Scarica gli XML del mese (ZIP)
          </a>
        ) : null}
        <ul className="mt-4 divide-y divide-slate-200">
          {rows.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {r.documentType === "TD04" ? "Nota di credito" : "Fattura"} n.{" "}
                  {invoiceNumberText(r)} del {formatDateIt(r.issuedOn)}
                </p>
                <p className="text-slate-700">
                  {r.buyerName} · {PURPOSE_LABELS[r.purpose]} · {r.format} · SdI:{" "}
                  {SDI_LABELS[r.sdiStatus]}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-4">
                <span className="font-semibold">
                  {formatEuro(r.totalCents)}
                  {r.stampDutyCents > 0 ? ` + bollo ${formatEuro(r.stampDutyCents)}` : ""}
                </span>
                <a
                  className="inline-flex min-h-11 items-center text-brand-700 underline"
                  href={`/admin/fatture/xml/${r.id}`}
                >
                  XML<span className="sr-only"> della fattura {invoiceNumberText(r)}</span>
                </a>
                <a
                  className="inline-flex min-h-11 items-center text-brand-700 underline"
                  href={`/admin/fatture/pdf/${r.id}`}
                >
                  PDF<span className="sr-only"> della fattura {invoiceNumberText(r)}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
