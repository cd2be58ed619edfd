/**
 * The invoices the school issues on its own (decision 063): a participant's
 * invoice when their enrolment is fully paid, the credit note when a paid and
 * invoiced enrolment is cancelled, and the ministry's invoice for the Carta del
 * Docente buoni. Each is safe to run twice: it issues nothing the second time.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  balanceFor,
  getEnrolmentWithCourse,
  lockLedger,
} from "~/features/enrolments/public-api.server";
import {
  participantInvoiceAddress,
  participantInvoiceRecipient,
} from "~/features/enrolments/public-api";
import { invoicingDetails, siteSettings } from "~/features/settings/public-api.server";
import type { Db } from "~/platform/db/client.server";
import {
  invoicedBuoni,
  invoices,
  payments,
  type Invoice,
  type InvoiceAddress,
  type InvoiceLine,
} from "~/platform/db/schema";
import { invoiceNumberText } from "./invoice-number";
import { buonoNotYetInvoiced } from "./invoices.server";
import { issueInvoice } from "./issue.server";

/** The ministry as the Carta del Docente's invoicing guide names it. */
export const MINISTRY_BUYER = {
  name: "Ministero dell'Istruzione e del Merito",
  fiscalCode: "80185250588",
  recipientCode: "QGGT71",
  address: { street: "Viale Trastevere 76/a", postalCode: "00153", city: "Roma", province: "RM" },
} as const;

/** Serialises the ministry's invoices, so two clicks never put one buono on two invoices. */
const MINISTRY_LOCK_ID = 170_2063;

async function invoiceOf(
  db: Db,
  enrolmentId: string,
  type: "TD01" | "TD04",
): Promise<Invoice | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.enrolmentId, enrolmentId), eq(invoices.documentType, type)));
  return row;
}

/**
 * Where a person's invoice says they live: the address the enrolment form
 * asks of a person who pays (or the CEDILS form's, when it has a CAP).
 * Transitional (decision 063): an enrolment made before the form asked keeps
 * no address, and its invoice takes the school's own, as it did then.
 */
export function personAddress(details: Record<string, unknown>): InvoiceAddress {
  const own = participantInvoiceAddress(details);
  if (own) return own;
  const school = siteSettings().address;
  return {
    street: school.street,
    postalCode: school.postalCode,
    city: school.city,
    province: school.province,
  };
}

/**
 * The line of a price that includes VAT: taxable amount and tax that add up
 * to the price to the cent. Exempt: the price itself.
 */
export function priceLine(description: string, priceCents: number): InvoiceLine {
  const school = invoicingDetails();
  if (school.vatRateBp === 0) {
    return {
      description,
      unitPriceCents: priceCents,
      vatRateBp: 0,
      nature: school.vatNature,
      legalReference: school.legalReference,
    };
  }
  const rate = school.vatRateBp;
  let taxable = Math.round((priceCents * 10_000) / (10_000 + rate));
  // Rounding the tax may miss the price by a cent: move the taxable amount until it does not.
  for (let i = 0; i < 3 && taxable + Math.round((taxable * rate) / 10_000) !== priceCents; i++) {
    taxable += priceCents - (taxable + Math.round((taxable * rate) / 10_000));
  }
  return { description, unitPriceCents: taxable, vatRateBp: rate };
}

export type IssueOutcome = { issued: Invoice | null; reason?: string };

/**
 * The participant's invoice (TD01) of an enrolment, when issued: its number
 * and day, for a refusal to change what it states (a payment voided).
 */
export async function enrolmentInvoiceIssued(
  db: Db,
  enrolmentId: string,
): Promise<{ number: string; issuedOn: string } | null> {
  const invoice = await invoiceOf(db, enrolmentId, "TD01");
  return invoice ? { number: invoiceNumberText(invoice), issuedOn: invoice.issuedOn } : null;
}

/**
 * The participant's invoice for the whole price, whatever mix of payments
 * paid it; nothing when it exists already, when a school's order pays (that
 * order has its own FPA12) or when nothing was due.
 */
export async function issueEnrolmentInvoice(db: Db, enrolmentId: string): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    // The ledger's lock: a payment voided meanwhile is either seen here or refused there.
    if (!(await lockLedger(tx, enrolmentId))) {
      return { issued: null, reason: "iscrizione non più presente" };
    }
    const found = await getEnrolmentWithCourse(tx, enrolmentId);
    if (!found) return { issued: null, reason: "iscrizione non più presente" };
    const { enrolment, courseTitle } = found;
    if (await invoiceOf(tx, enrolmentId, "TD01")) return { issued: null, reason: "già emessa" };
    if (enrolment.paymentMethod === "ordine_scuola") {
      return { issued: null, reason: "pagata con l'ordine della scuola" };
    }
    const balance = await balanceFor(tx, enrolment);
    if (!balance.dueCents || balance.leftCents !== 0) {
      return { issued: null, reason: "non interamente pagata" };
    }
    const recipient = participantInvoiceRecipient(enrolment.details);
    const issued = await issueInvoice(tx, {
      format: "FPR12",
      purpose: "iscrizione",
      enrolmentId,
      buyer: {
        name: enrolment.fullName,
        fiscalCode: enrolment.fiscalCode.toUpperCase(),
        email: enrolment.email,
        address: personAddress(enrolment.details),
        // Their own SDI code, or 0000000 (with their PEC when they gave one).
        recipientCode: recipient.code,
        pec: recipient.pec,
      },
      reason: `Iscrizione ${enrolment.reference}`,
      lines: [
        priceLine(
          `Iscrizione al corso "${courseTitle}" (${enrolment.reference})`,
          balance.dueCents,
        ),
      ],
    });
    return { issued };
  });
}

/**
 * The credit note (TD04) of a cancelled enrolment's invoice: the same lines
 * and the buyer's data as the invoice has them.
 */
export async function issueEnrolmentCreditNote(db: Db, enrolmentId: string): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    const invoice = await invoiceOf(tx, enrolmentId, "TD01");
    if (!invoice) return { issued: null, reason: "nessuna fattura" };
    if (await invoiceOf(tx, enrolmentId, "TD04")) return { issued: null, reason: "già emessa" };
    const found = await getEnrolmentWithCourse(tx, enrolmentId);
    if (found && found.enrolment.status !== "annullata") {
      return { issued: null, reason: "iscrizione non annullata" };
    }
    const issued = await issueInvoice(tx, {
      format: invoice.format,
      documentType: "TD04",
      purpose: invoice.purpose,
      enrolmentId,
      corrects: invoice,
      buyer: {
        name: invoice.buyerName,
        fiscalCode: invoice.buyerFiscalCode ?? undefined,
        vatNumber: invoice.buyerVatNumber ?? undefined,
        email: invoice.buyerEmail ?? undefined,
        address: invoice.buyerAddress,
        recipientCode: invoice.recipientCode,
        pec: invoice.recipientPec ?? undefined,
      },
      reason: `Nota di credito a storno della fattura ${invoiceNumberText(invoice)} del ${invoice.issuedOn}: iscrizione annullata`,
      lines: invoice.lines,
    });
    return { issued };
  });
}

/**
 * The invoice to the ministry for every confirmed buono not yet invoiced
 * (decision 063, the Carta del Docente's invoicing guide): one line per
 * buono with its exact code, outside VAT (N2.2, art. 2 DPR 633/72), no stamp
 * duty. It has no fiscal weight: the participant's invoice is the sale.
 */
export async function issueMinistryInvoice(
  db: Db,
  by: { id: string; label: string } | null,
): Promise<Invoice | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MINISTRY_LOCK_ID})`);
    const buoni = await tx
      .select({ id: payments.id, code: payments.sourceRef, amountCents: payments.amountCents })
      .from(payments)
      .leftJoin(invoicedBuoni, eq(invoicedBuoni.paymentId, payments.id))
      .where(buonoNotYetInvoiced)
      .orderBy(payments.createdAt);
    if (buoni.length === 0) return null;
    const invoice = await issueInvoice(tx, {
      format: "FPA12",
      purpose: "buoni",
      stampDuty: false,
      issuedBy: by,
      buyer: { ...MINISTRY_BUYER, address: { ...MINISTRY_BUYER.address } },
      lines: buoni.map((b) => ({
        description: "Pagamento buono",
        quantity: 1,
        unitPriceCents: b.amountCents,
        vatRateBp: 0,
        nature: "N2.2",
        legalReference: "Art. 2 DPR 633/72",
        itemCodes: [{ type: "CARTADELDOCENTE", value: b.code! }],
      })),
    });
    await tx
      .insert(invoicedBuoni)
      .values(buoni.map((b) => ({ paymentId: b.id, invoiceId: invoice.id })));
    return invoice;
  });
}
