/**
 * Issuing an invoice (decision 063), with the buyer's data copied, in the
 * caller's transaction. An issued row is never changed but for its SdI state.
 */
import { invoicingDetails } from "~/features/settings/public-api.server";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import {
  invoices,
  type Invoice,
  type InvoiceAddress,
  type InvoiceLine,
} from "~/platform/db/schema";
import {
  fatturaFileName,
  fatturaTotals,
  fatturaXml,
  type FatturaDocument,
} from "~/platform/fatturapa/fatturapa.server";
import { isoDateInRome } from "~/platform/format-date";
import { enqueueJob } from "~/platform/jobs.server";
import { invoiceNumberText } from "./invoice-number";
import { takeInvoiceNumber } from "./numbering.server";

/** The virtual stamp duty: € 2,00 on an exempt invoice above € 77,47 (art. 13 DPR 642/72). */
export const STAMP_DUTY_CENTS = 200;
export const STAMP_DUTY_THRESHOLD_CENTS = 7_747;

export type InvoiceBuyer = {
  /** A body's or company's name; for a person their full name. */
  name: string;
  /** A person is written as first and last name when both are known. */
  person?: { firstName: string; lastName: string };
  fiscalCode?: string;
  vatNumber?: string;
  /** Where the courtesy copy goes. */
  email?: string;
  address: InvoiceAddress;
  /** CodiceDestinatario: 0000000 for a person, 7 characters for a private SDI code, the 6-character IPA code of a public office. */
  recipientCode: string;
  pec?: string;
};

export type InvoiceDraft = {
  /** FPA12 to a public administration (IPA code), FPR12 to anyone else. */
  format: "FPA12" | "FPR12";
  documentType?: "TD01" | "TD04";
  purpose: "iscrizione" | "ordine_scuola" | "buoni";
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** Causale */
  reason?: string;
  /** The buyer's order (FPA12 to a school): number, date, CIG, CUP. */
  order?: { number: string; date?: string; cig?: string; cup?: string };
  /** For a credit note: the invoice it corrects. */
  corrects?: Pick<Invoice, "id" | "year" | "number" | "issuedOn">;
  enrolmentId?: string;
  schoolOrderId?: string;
  /** False for the ministry's buoni invoice, which carries no stamp duty. */
  stampDuty?: boolean;
  issuedBy?: { id: string; label: string } | null;
};

/**
 * The SdI file's progressive (at most 5 letters or digits, unique for the
 * sender): the year's last two digits, then the number in base 36 on three
 * characters (46,655 invoices a year).
 */
export function sendingNumber(year: number, number: number): string {
  return `${String(year % 100).padStart(2, "0")}${number.toString(36).toUpperCase().padStart(3, "0")}`;
}

function stampDutyFor(draft: InvoiceDraft, lines: InvoiceLine[]): number {
  if (draft.stampDuty === false) return 0;
  const exemptCents = lines
    .filter((l) => l.vatRateBp === 0)
    .reduce((sum, l) => sum + Math.round((l.quantity ?? 1) * l.unitPriceCents), 0);
  return exemptCents > STAMP_DUTY_THRESHOLD_CENTS ? STAMP_DUTY_CENTS : 0;
}

/** `tx` is the caller's transaction. */
export async function issueInvoice(tx: Db, draft: InvoiceDraft): Promise<Invoice> {
  const school = invoicingDetails();
  const issuedOn = isoDateInRome(now());
  const year = Number(issuedOn.slice(0, 4));
  const number = await takeInvoiceNumber(tx, year);
  const progressive = sendingNumber(year, number);
  const stampDutyCents = stampDutyFor(draft, draft.lines);
  const documentType = draft.documentType ?? "TD01";
  const { buyer } = draft;
  const document: FatturaDocument = {
    format: draft.format,
    sendingNumber: progressive,
    recipientCode: buyer.recipientCode,
    recipientPec: buyer.pec,
    seller: {
      vatNumber: school.vatNumber,
      fiscalCode: school.fiscalCode,
      name: school.name,
      taxRegime: school.taxRegime,
      address: school.address,
      email: school.email,
      phone: school.phone,
    },
    buyer: {
      name: buyer.name,
      person: buyer.person,
      fiscalCode: buyer.fiscalCode,
      vatNumber: buyer.vatNumber,
      address: buyer.address,
    },
    documentType,
    date: issuedOn,
    number: invoiceNumberText({ year, number }),
    stampDutyCents,
    reason: draft.reason,
    purchaseOrder: draft.order
      ? {
          id: draft.order.number,
          date: draft.order.date,
          cig: draft.order.cig,
          cup: draft.order.cup,
        }
      : undefined,
    correctedInvoice: draft.corrects
      ? { id: invoiceNumberText(draft.corrects), date: draft.corrects.issuedOn }
      : undefined,
    lines: draft.lines,
    payment: { method: "MP05", iban: school.iban, beneficiary: school.beneficiary },
  };
  const xml = fatturaXml(document);
  const totals = fatturaTotals(draft.lines);
  const taxCents = totals.summary.reduce((sum, g) => sum + g.taxCents, 0);
  const [row] = await tx
    .insert(invoices)
    .values({
      year,
      number,
      format: draft.format,
      documentType,
      purpose: draft.purpose,
      relatedInvoiceId: draft.corrects?.id ?? null,
      enrolmentId: draft.enrolmentId ?? null,
      schoolOrderId: draft.schoolOrderId ?? null,
      buyerName: buyer.name,
      buyerFiscalCode: buyer.fiscalCode ?? null,
      buyerVatNumber: buyer.vatNumber ?? null,
      buyerEmail: buyer.email ?? null,
      buyerAddress: buyer.address,
      recipientCode: buyer.recipientCode,
      recipientPec: buyer.pec ?? null,
      cig: draft.order?.cig ?? null,
      cup: draft.order?.cup ?? null,
      orderNumber: draft.order?.number ?? null,
      orderDate: draft.order?.date ?? null,
      lines: draft.lines,
      taxableCents: totals.totalCents - taxCents,
      taxCents,
      totalCents: totals.totalCents,
      stampDutyCents,
      issuedOn,
      fileName: fatturaFileName(school.vatNumber, progressive),
      xml,
      issuedBy: draft.issuedBy?.id ?? null,
      issuedByLabel: draft.issuedBy?.label ?? "",
    })
    .returning();
  // The courtesy copy (PDF) to the buyer, once this transaction commits.
  if (buyer.email) await enqueueJob(tx, "invoice.mail-copy", { invoiceId: row!.id });
  return row!;
}
