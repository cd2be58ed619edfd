import { ClipboardList } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { formDone, formFailed } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { isUuid } from "~/platform/uuid";
import { formatDateTimeIt } from "~/platform/format-date";
import { formatEuro } from "~/platform/money";
import { Button, ListNotices, PageTitle } from "~/ui/staff/staff-ui";
import { CardFact } from "~/ui/staff/row-actions";
import { requireAdmin } from "~/features/staff/public-api.server";
import { amountLabel, editionDates } from "~/features/enrolments/public-api";
import {
  acceptSchoolOrder,
  cancelSchoolOrder,
  listSchoolOrders,
  ORDER_STATUS_LABELS,
} from "~/features/school-orders/order-decisions.server";
import type { Route } from "./+types/orders";

export const meta = () =>
  pageMeta("Ordini delle scuole", "Gli ordini con cui le scuole iscrivono più docenti.");

const INVOICE_LABELS = {
  pending: "in emissione",
  done: "non emessa: nessun importo da fatturare",
  failed: "non emessa: errore, vedi le e-mail in uscita",
} as const;

/** "FPA12 n. 3/2027, € 597,00" from the list's `format n. number/year|total` of the issued invoice. */
function issuedInvoice(row: string | null): string | null {
  if (!row) return null;
  const [title, total] = row.split("|");
  return `${title}, ${formatEuro(Number(total))}`;
}

/** Only an amministratore: the orders carry the teachers' data and lead to invoices (decision 064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = await listSchoolOrders(context.get(appContext).database.db);
  return {
    orders: rows.map((o) => ({
      id: o.id,
      reference: o.reference,
      schoolName: o.schoolName,
      status: o.status,
      statusLabel: ORDER_STATUS_LABELS[o.status],
      course: `${o.courseTitle}, ${editionDates(o)}`,
      teachers: o.teachers,
      total: amountLabel(o.amountTotalCents),
      cig: o.cig,
      // Blank once its period ended (decision 042): the order stays, its contact does not.
      contactEmail: o.contactEmail || "dati personali cancellati",
      receivedAt: formatDateTimeIt(o.createdAt),
      invoice: issuedInvoice(o.invoice) ?? (o.invoiceJob ? INVOICE_LABELS[o.invoiceJob] : null),
    })),
  };
}

/** «Accetta» queues the order's one FPA12 invoice; «Annulla» cancels it with its teachers. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireAdmin(request, context);
  const { database, env } = context.get(appContext);
  const form = await requireSmallForm(request);
  const orderId = String(form.get("orderId") ?? "");
  const intent = form.get("intent");
  if (!isUuid(orderId) || (intent !== "accept" && intent !== "cancel"))
    return formFailed(400, undefined, "Richiesta non valida.");
  const outcome =
    intent === "accept"
      ? await acceptSchoolOrder(database.db, orderId, actorOf(staff))
      : await cancelSchoolOrder(database.db, env, orderId, actorOf(staff));
  if (!outcome) throw data("Ordine non trovato", { status: 404 });
  if (!outcome.ok) return formFailed(409, undefined, outcome.problem);
  return formDone({
    message:
      intent === "accept"
        ? "Ordine accettato: la fattura elettronica per il totale è in emissione."
        : "Ordine annullato, con le iscrizioni dei suoi docenti.",
  });
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageTitle intro="Ogni ordine iscrive più docenti di una scuola a un'edizione. Accettandolo si emette una sola fattura elettronica (FPA12) per il totale; un ordine ricevuto si può annullare, e con lui le iscrizioni dei suoi docenti.">
        <span className="inline-flex items-center gap-3">
          <ClipboardList aria-hidden="true" className="size-7 text-brand-700" />
          Ordini delle scuole
        </span>
      </PageTitle>
      <ListNotices
        notice={
          actionData?.status === "success" ? { tone: "success", text: actionData.message } : null
        }
        error={actionData?.status === "failed" ? actionData.message : null}
      />
      {loaderData.orders.length === 0 ? (
        <p className="mt-6 text-slate-700">Nessun ordine ricevuto finora.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.orders.map((o) => (
            <li
              key={o.id}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="ordine"
            >
              <h2 className="text-lg font-semibold break-words text-slate-900">
                {o.reference} – {o.schoolName}
              </h2>
              <dl className="mt-1 space-y-1 text-slate-800">
                <CardFact label="Stato: ">{o.statusLabel}</CardFact>
                <CardFact label="Corso: ">{o.course}</CardFact>
                <CardFact label="Docenti: ">{o.teachers}</CardFact>
                {o.total ? <CardFact label="Totale: ">{o.total}</CardFact> : null}
                <CardFact label="CIG: ">{o.cig}</CardFact>
                <CardFact label="Referente: ">{o.contactEmail}</CardFact>
                <CardFact label="Ricevuto il: ">{o.receivedAt}</CardFact>
                {o.invoice ? (
                  <CardFact label="Fattura: ">
                    <span data-testid="fattura-ordine">{o.invoice}</span>
                  </CardFact>
                ) : null}
              </dl>
              {o.status === "ricevuto" ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Decision order={o} intent="accept" busy={busy} />
                  <Decision order={o} intent="cancel" busy={busy} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The two decisions on a received order; `verb` is for the accessible name. */
const DECISIONS = {
  accept: { tone: "primary", text: "Accetta", verb: "Accetta" },
  cancel: { tone: "danger", text: "Annulla l'ordine", verb: "Annulla" },
} as const;

/** A decision on a received order: a form of its own, its accessible name saying which order. */
function Decision({
  order,
  intent,
  busy,
}: {
  order: { id: string; reference: string };
  intent: keyof typeof DECISIONS;
  busy: boolean;
}) {
  const { tone, text, verb } = DECISIONS[intent];
  return (
    <Form method="post">
      <input type="hidden" name="orderId" value={order.id} />
      <Button
        tone={tone}
        name="intent"
        value={intent}
        disabled={busy}
        aria-label={`${verb} l'ordine ${order.reference}`}
      >
        {text}
      </Button>
    </Form>
  );
}
