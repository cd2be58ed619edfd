/**
 * Where the transmission to the Sistema di Interscambio plugs in (decision
 * 063). The SdI takes files only from an accredited channel, so the school
 * sends through an intermediary (its accountant's provider, a commercial
 * hub). Nothing here pretends to be one: an adapter for the chosen
 * intermediary implements `SdiTransmitter` over its own API, and a job or
 * the worker calls `transmitPending` with it. Until then every invoice stays
 * 'da inviare' and staff hand the month's ZIP to the intermediary.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/platform/db/client.server";
import { invoices } from "~/platform/db/schema";

export type SdiState = "inviata" | "consegnata" | "scartata";

export interface SdiTransmitter {
  /** Hands one FatturaPA file (unsigned or signed by the intermediary) over; resolves to its id there. */
  send(file: { fileName: string; xml: string }): Promise<{ id: string }>;
}

/**
 * Sends every invoice still 'da inviare', oldest number first, and marks
 * each sent one 'inviata'. A failure stops the run (the next one resumes
 * where it stopped) and is written on the invoice. Returns how many were sent.
 */
export async function transmitPending(db: Db, transmitter: SdiTransmitter): Promise<number> {
  const pending = await db
    .select({ id: invoices.id, fileName: invoices.fileName, xml: invoices.xml })
    .from(invoices)
    .where(eq(invoices.sdiStatus, "da_inviare"))
    .orderBy(asc(invoices.year), asc(invoices.number));
  let sent = 0;
  for (const invoice of pending) {
    try {
      const { id } = await transmitter.send(invoice);
      await recordSdiState(db, invoice.id, "inviata", `Inviata all'intermediario: ${id}`);
      sent++;
    } catch (error) {
      await db
        .update(invoices)
        .set({ sdiMessage: (error as Error).message.slice(0, 500), sdiUpdatedAt: new Date() })
        .where(eq(invoices.id, invoice.id));
      break;
    }
  }
  return sent;
}

/**
 * What the SdI answered about an invoice (the intermediary's receipts:
 * delivered, or refused with its reason). Only the transmission columns
 * change: the invoice itself never does. A refused invoice is corrected by
 * a new one, as the SdI's rules say.
 */
export async function recordSdiState(
  db: Db,
  invoiceId: string,
  state: SdiState,
  message: string,
): Promise<void> {
  await db
    .update(invoices)
    .set({ sdiStatus: state, sdiMessage: message.slice(0, 500), sdiUpdatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}
