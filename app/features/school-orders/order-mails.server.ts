/**
 * The e-mails of a school's order (decision 064), written here and sent by
 * the mail framework (inbox/mails, decision 067): one to the contact person
 * with the reference and the order's page, one to the school's office. The
 * teachers' own e-mails are the enrolment's (`enrolment.mail-enrollee`).
 */
import type { Db } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";
import type { MailAddress } from "~/platform/mail.server";
import { contactLines } from "~/platform/mail-closing";
import { siteSettings, vatTreatment } from "~/features/settings/public-api.server";
import { amountLabel, editionDates } from "~/features/enrolments/public-api";
import { getSchoolOrder, orderTeachers } from "~/features/school-orders/school-orders.server";
import { schoolOrderPagePath } from "~/features/school-orders/order-link";

/** An order's mail as the framework sends it; its last lines are the signature. */
export type OrderMail = {
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  lines: string[];
};

async function teacherLines(db: Db, orderId: string): Promise<string[]> {
  const teachers = await orderTeachers(db, orderId);
  return teachers.map((t) => `- ${t.fullName} (${t.fiscalCode}), ${t.email}: ${t.reference}`);
}

/**
 * The mail to the order's contact person; null when the order is gone.
 * `secret` marks the order page's link, kept out of the copy staff read.
 */
export async function orderContactMail(
  db: Db,
  env: Env,
  payload: Record<string, unknown>,
  secret: (url: string) => string,
): Promise<OrderMail | null> {
  const found = await getSchoolOrder(db, { id: String(payload.orderId) });
  if (!found) return null;
  const { order, edition, courseTitle } = found;
  const amount = amountLabel(order.amountTotalCents);
  return {
    to: { name: order.contactName, address: order.contactEmail },
    subject: `Ordine ricevuto – ${courseTitle} – ${order.reference}`,
    lines: [
      `Gentile ${order.contactName},`,
      ``,
      `abbiamo ricevuto l'ordine di ${order.schoolName} per il corso «${courseTitle}» (${editionDates(edition)}).`,
      `Il numero di riferimento dell'ordine è ${order.reference}: indicalo in ogni comunicazione con noi.`,
      ``,
      `Docenti iscritti (ognuno riceve un'e-mail con il link alla propria iscrizione):`,
      ...(await teacherLines(db, order.id)),
      ``,
      ...(amount ? [`Totale: ${amount} (${vatTreatment()}).`] : []),
      `Quando la segreteria accetta l'ordine emette una sola fattura elettronica (FPA12) per il totale, con CIG ${order.cig}${order.cup ? ` e CUP ${order.cup}` : ""}.`,
      ``,
      `La pagina dell'ordine, con il suo stato e i docenti (da qui puoi sostituirne uno entro la scadenza delle iscrizioni):`,
      secret(`${env.PUBLIC_URL}${schoolOrderPagePath(String(payload.token))}`),
      `Il link è riservato: non inoltrarlo.`,
      ``,
      ...contactLines(siteSettings()),
    ],
  };
}

/** The mail to the school's office about a new order; null when the order is gone. */
export async function orderSchoolMail(
  db: Db,
  env: Env,
  payload: Record<string, unknown>,
): Promise<OrderMail | null> {
  const found = await getSchoolOrder(db, { id: String(payload.orderId) });
  if (!found) return null;
  const { order, edition, courseTitle } = found;
  const site = siteSettings();
  return {
    to: { name: site.name, address: env.MAIL_TO ?? site.email },
    replyTo: { name: order.contactName, address: order.contactEmail },
    subject: `Nuovo ordine di una scuola ${order.reference} – ${courseTitle} – ${order.schoolName}`,
    lines: [
      `Nuovo ordine dal sito: da accettare in /admin/ordini.`,
      ``,
      `Riferimento: ${order.reference}`,
      `Corso: ${courseTitle}`,
      `Edizione: ${editionDates(edition)}`,
      `Scuola: ${order.schoolName} (${order.kind}), codice fiscale ${order.fiscalCode}`,
      `Fattura elettronica: ${order.recipientCode ?? order.pec ?? ""}`,
      `CIG: ${order.cig}${order.cup ? `, CUP: ${order.cup}` : ""}`,
      `Ordine: ${order.purchaseOrderNumber} del ${order.purchaseOrderDate}`,
      `Referente: ${order.contactName} <${order.contactEmail}>`,
      `Totale: ${amountLabel(order.amountTotalCents) ?? "nessun prezzo indicato"}`,
      ``,
      `Docenti:`,
      ...(await teacherLines(db, order.id)),
    ],
  };
}
