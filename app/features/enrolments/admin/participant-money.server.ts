/**
 * The money on a participant's staff page: the payments box (the ledger,
 * decision 061) and the buono checked online (decision 062), and the page's
 * forms about them, told apart by `intent`. Recording a payment is for any
 * staff member, as marking the enrolment paid on the edition screen is;
 * voiding one and settling a buono's unanswered Confirm are for an
 * amministratore, as /admin/pagamenti and /admin/fatture are: they take
 * money out of the ledger or put in money nobody saw arrive. The role is
 * checked here, on the server, whatever the page shows.
 */
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { Db } from "~/platform/db/client.server";
import type { Enrolment } from "~/platform/db/schema";
import { fieldErrors, formValues } from "~/platform/forms/form-result";
import { dispatchIntent, formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { requireAdmin, requireStaff } from "~/features/staff/public-api.server";
import { getParticipant } from "~/features/enrolments/edition-run.server";
import { amountLabel } from "~/features/enrolments/editions";
import { balanceFor, ledgerOf } from "~/features/enrolments/ledger.server";
import {
  ManualPaymentSchema,
  recordManualPayment,
} from "~/features/enrolments/admin/manual-payment.server";
import {
  VoidPaymentSchema,
  voidManualPayment,
} from "~/features/enrolments/admin/payment-void.server";
import {
  settleUnansweredConfirm,
  VoucherOutcomeSchema,
} from "~/features/enrolments/voucher-settlement.server";
import type { PaymentsBox } from "~/features/enrolments/admin/participant-payments";

export const PARTICIPANT_NOT_FOUND = "Iscrizione non trovata";

/**
 * The payments box: what is due, paid and left (voided payments left out),
 * every payment with its voiding, and the one chosen to void (`?annulla=`)
 * when an amministratore (`canVoid`) may void it.
 */
export async function paymentsBox(
  db: Db,
  e: Pick<Enrolment, "id" | "amountDueCents">,
  url: URL,
  canVoid: boolean,
): Promise<PaymentsBox> {
  const balance = await balanceFor(db, e);
  const rows = await ledgerOf(db, e.id);
  const list = rows.map(({ payment: p, voidedByName }) => ({
    id: p.id,
    method: p.method,
    amountCents: p.amountCents,
    receivedOn: p.receivedOn,
    source: [p.sourceRef?.startsWith("h:") ? "estratto conto" : p.sourceRef, p.note]
      .filter(Boolean)
      .join(", "),
    voided: p.voidedAt
      ? { at: p.voidedAt, by: voidedByName ?? "", reason: p.voidReason ?? "" }
      : null,
    voidable: canVoid && p.method === "manuale" && !p.voidedAt,
  }));
  const chosen = url.searchParams.get("annulla");
  return {
    due: amountLabel(balance.dueCents) ?? "nessun prezzo",
    paid: amountLabel(balance.paidCents) ?? "",
    left: balance.leftCents ? amountLabel(balance.leftCents) : null,
    list,
    voiding: list.find((p) => p.id === chosen && p.voidable) ?? null,
  };
}

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { enrolmentId: string; editionId: string; courseId: string };
};

/** The payments and buono forms of the participant page; null for a form that is not theirs. */
export async function participantMoneyAction({ request, context, params }: Args) {
  const staff = await requireStaff(request, context);
  const form = await requireSmallForm(request);
  const { database } = context.get(appContext);
  const db = database.db;
  const values = formValues(form);
  /** The participant of the address, or the page's 404. */
  const participant = async () => {
    const e = await getParticipant(db, params);
    if (!e) throw data(PARTICIPANT_NOT_FOUND, { status: 404 });
    return e;
  };
  return dispatchIntent(
    form.get("intent"),
    {
      "registra-pagamento": async () => {
        const e = await participant();
        const parsed = ManualPaymentSchema.safeParse(values);
        if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
        await recordManualPayment(db, e.id, parsed.data, actorOf(staff));
        return formDone({
          intent: "registra-pagamento" as const,
          message: "Pagamento registrato.",
        });
      },
      "annulla-pagamento": async () => {
        const admin = await requireAdmin(request, context);
        const e = await participant();
        const parsed = VoidPaymentSchema.safeParse(values);
        if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
        const outcome = await voidManualPayment(db, {
          enrolmentId: e.id,
          paymentId: parsed.data.paymentId,
          reason: parsed.data.reason,
          actor: actorOf(admin),
        });
        if (!outcome.ok) {
          return formFailed(
            outcome.status,
            values,
            outcome.message,
            undefined,
            "annulla-pagamento",
          );
        }
        return formDone({ intent: "annulla-pagamento" as const, message: outcome.message });
      },
      "esito-buono": async () => {
        const admin = await requireAdmin(request, context);
        const e = await participant();
        const parsed = VoucherOutcomeSchema.safeParse(values);
        if (!parsed.success) return formInvalid(fieldErrors(parsed.error), values);
        const outcome = await settleUnansweredConfirm(db, {
          enrolmentId: e.id,
          spent: parsed.data.esito === "speso",
          actor: actorOf(admin),
        });
        if (!outcome) throw data(PARTICIPANT_NOT_FOUND, { status: 404 });
        if (!outcome.ok) return formFailed(409, values, outcome.message, undefined, "esito-buono");
        return formDone({ intent: "esito-buono" as const, message: outcome.message });
      },
    },
    () => null,
  );
}
