import { FileDown } from "lucide-react";
import { DetailHeader, DetailList } from "~/ui/staff/detail-parts";
import { RecordPanel } from "~/ui/staff/staff-ui";
import { pageMeta } from "~/platform/meta";
import { handleErasure, requirePersonalRecord } from "~/features/privacy/public-api.server";
import { PersonalDataPanel } from "~/features/privacy/public-api";
import { getParticipant } from "~/features/enrolments/edition-run.server";
import { ENROLMENT_STATUS_LABELS } from "~/features/enrolments/participant-status";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { cedilsDetailRows } from "~/features/enrolments/cedils/cedils-edition";
import { invoiceDetailRows } from "~/features/enrolments/invoice-details";
import { amountLabel } from "~/features/enrolments/editions";
import { LabelledValue } from "~/ui/labelled-value";
import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import { isoDateInRome } from "~/platform/format-date";
import {
  PARTICIPANT_NOT_FOUND as NOT_FOUND,
  participantMoneyAction,
  paymentsBox,
} from "~/features/enrolments/admin/participant-money.server";
import { ParticipantPayments } from "~/features/enrolments/admin/participant-payments";
import { voucherPanel } from "~/features/enrolments/vouchers.server";
import { VoucherPanel } from "~/features/enrolments/admin/voucher-panel";
import type { Route } from "./+types/participant-detail";

export const meta = () =>
  pageMeta("Partecipante", "Dati di una persona iscritta a un'edizione di un corso.");

function editionHref(params: Route.LoaderArgs["params"]) {
  return `/admin/corsi/${params.courseId}/edizioni/${params.editionId}`;
}

/**
 * One participant of an edition; the 'Dati personali' box (the art. 15
 * export and the erasure on request, decision 042) is for an amministratore.
 * Statuses, hours and attestati are changed on the edition screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const {
    found: e,
    canManage,
    confirming,
  } = await requirePersonalRecord(args, (db) => getParticipant(db, params), NOT_FOUND);
  // The CEDILS form asks for its own fields instead of school and role (decision 049).
  const cedils = cedilsDetailRows(e.details);
  const rows: Array<[string, string]> = [
    ["Nome e cognome", e.fullName],
    ["Codice fiscale", e.fiscalCode],
    ["Email", e.email],
    ["Telefono", e.phone],
    ...(cedils.length > 0
      ? cedils
      : ([
          ["Scuola", e.school || "—"],
          ["Ruolo", e.role || "—"],
        ] as Array<[string, string]>)),
    ["Pagamento", PAYMENT_METHOD_LABELS[e.paymentMethod]],
    ["Importo dovuto", amountLabel(e.amountDueCents) ?? "Nessun prezzo indicato"],
  ];
  if (e.voucherCode) rows.push(["Codice del buono", e.voucherCode]);
  if (e.orderSchoolName) rows.push(["Scuola che paga", e.orderSchoolName]);
  if (e.orderSchoolCode) rows.push(["Codice meccanografico", e.orderSchoolCode]);
  if (e.orderInvoiceAddress) rows.push(["Codice univoco o PEC", e.orderInvoiceAddress]);
  // What the participant's own invoice is made out to (decision 063).
  rows.push(...invoiceDetailRows(e.details));
  rows.push(["Ore frequentate", String(e.hoursAttended)]);
  const { database } = args.context.get(appContext);
  return {
    voucher: await voucherPanel(database.db, e),
    today: isoDateInRome(now()),
    // Voiding a payment is an amministratore's, as the erasure (participant-money.server.ts).
    payments: await paymentsBox(database.db, e, new URL(args.request.url), canManage),
    canManage,
    confirming,
    editionHref: editionHref(params),
    participant: {
      id: e.id,
      reference: e.reference,
      fullName: e.fullName,
      status: e.status,
      statusLabel: ENROLMENT_STATUS_LABELS[e.status],
      createdAt: e.createdAt,
      rows,
      proof: e.fileKey
        ? {
            name: e.fileOriginalName ?? "",
            kilobytes: Math.max(1, Math.round((e.fileSize ?? 0) / 1024)),
          }
        : null,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  await handleErasure(args, {
    entityType: "enrolment",
    id: args.params.enrolmentId,
    doneHref: `${editionHref(args.params)}?avviso=cancellata`,
  });
  return participantMoneyAction(args);
}

export default function ParticipantDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { participant: p, canManage, confirming, editionHref: back, voucher } = loaderData;
  const href = `${back}/iscritti/${p.id}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <DetailHeader
        back={{ to: back, label: "Torna ai partecipanti" }}
        title={
          <>
            {p.reference} – {p.fullName}
          </>
        }
        status={p.status}
        statusLabel={p.statusLabel}
        receivedLabel="Iscrizione ricevuta il"
        createdAt={p.createdAt}
      />

      <DetailList>
        {p.rows.map(([label, value]) => (
          <LabelledValue key={label} label={label} valueClassName="break-words">
            {value}
          </LabelledValue>
        ))}
      </DetailList>

      {p.proof ? (
        <RecordPanel title="Documento di pagamento" id="pagamento">
          <p className="mt-1 break-all text-slate-700">
            {p.proof.name} ({p.proof.kilobytes} KB)
          </p>
          <a
            href={`${href}/ricevuta`}
            download
            className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <FileDown aria-hidden="true" className="size-4" />
            Scarica il documento
          </a>
        </RecordPanel>
      ) : null}

      <ParticipantPayments
        box={loaderData.payments}
        today={loaderData.today}
        here={href}
        result={actionData ?? undefined}
      />
      {voucher ? (
        <VoucherPanel
          voucher={voucher}
          canSettle={canManage}
          here={href}
          result={actionData ?? undefined}
        />
      ) : null}

      <PersonalDataPanel
        canManage={canManage}
        href={href}
        confirming={confirming}
        name={`l'iscrizione ${p.reference}`}
        question="Vuoi cancellare definitivamente questa iscrizione, il suo documento di pagamento e l'eventuale attestato? I dati spariscono dal sito e dai backup successivi; nel registro resta solo chi li ha cancellati e quando, con il numero di riferimento."
      />
    </div>
  );
}
