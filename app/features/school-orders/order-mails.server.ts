/**
 * The outbox jobs of a school's order (decision 064): one e-mail to the
 * contact person with the reference and the order's page, one to the
 * school's office. The teachers' own e-mails are the enrolment's
 * (`enrolment.mail-enrollee`). The server hands these handlers to the worker
 * with the others (server/workers.ts).
 */
import type { WorkerDeps } from "~/context";
import type { JobHandler } from "~/platform/jobs.server";
import { mailConfigured, sendMail, type MailMessage } from "~/platform/mail.server";
import { siteSettings, vatTreatment } from "~/features/settings/public-api.server";
import { amountLabel, editionDates } from "~/features/enrolments/public-api";
import { getSchoolOrder, orderTeachers } from "~/features/school-orders/school-orders.server";
import { schoolOrderPagePath } from "~/features/school-orders/order-link";

type Found = NonNullable<Awaited<ReturnType<typeof getSchoolOrder>>>;

/**
 * A job that sends one e-mail about an order, read again when it runs; an
 * order gone meanwhile leaves nothing to send. Waits for a mail server.
 */
function mailAboutOrder(
  compose: (
    deps: WorkerDeps,
    found: Found,
    payload: Record<string, unknown>,
  ) => Promise<Omit<MailMessage, "from">>,
  secretFields: readonly string[] = [],
): JobHandler {
  return {
    available: mailConfigured,
    secretFields,
    run: async (deps, payload) => {
      const found = await getSchoolOrder(deps.database.db, { id: String(payload.orderId) });
      if (!found) {
        deps.log.info({ payload }, "ordine non più presente");
        return;
      }
      const site = siteSettings();
      await sendMail(deps.env, {
        ...(await compose(deps, found, payload)),
        from: { name: site.name, address: site.email },
      });
    },
  };
}

/** The order's teachers, one line each, as both mails list them. */
async function teacherLines(deps: WorkerDeps, orderId: string): Promise<string[]> {
  const teachers = await orderTeachers(deps.database.db, orderId);
  return teachers.map((t) => `- ${t.fullName} (${t.fiscalCode}), ${t.email}: ${t.reference}`);
}

export const SCHOOL_ORDER_JOB_HANDLERS: Record<string, JobHandler> = {
  "school-order.mail-contact": mailAboutOrder(
    async (deps, { order, edition, courseTitle }, payload) => {
      const site = siteSettings();
      const amount = amountLabel(order.amountTotalCents);
      return {
        to: { name: order.contactName, address: order.contactEmail },
        subject: `Ordine ricevuto – ${courseTitle} – ${order.reference}`,
        text: [
          `Gentile ${order.contactName},`,
          ``,
          `abbiamo ricevuto l'ordine di ${order.schoolName} per il corso «${courseTitle}» (${editionDates(edition)}).`,
          `Il numero di riferimento dell'ordine è ${order.reference}: indicalo in ogni comunicazione con noi.`,
          ``,
          `Docenti iscritti (ognuno riceve un'e-mail con il link alla propria iscrizione):`,
          ...(await teacherLines(deps, order.id)),
          ``,
          ...(amount ? [`Totale: ${amount} (${vatTreatment()}).`] : []),
          `Quando la segreteria accetta l'ordine emette una sola fattura elettronica (FPA12) per il totale, con CIG ${order.cig}${order.cup ? ` e CUP ${order.cup}` : ""}.`,
          ``,
          `La pagina dell'ordine, con il suo stato e i docenti (da qui puoi sostituirne uno entro la scadenza delle iscrizioni):`,
          `${deps.env.PUBLIC_URL}${schoolOrderPagePath(String(payload.token))}`,
          `Il link è riservato: non inoltrarlo.`,
          ``,
          `Per qualsiasi domanda: ${site.email} – tel. ${site.phone}`,
          ``,
          site.name,
          site.address.full,
        ].join("\n"),
      };
    },
    ["token"],
  ),

  "school-order.mail-school": mailAboutOrder(async (deps, { order, edition, courseTitle }) => {
    const site = siteSettings();
    return {
      to: { name: site.name, address: deps.env.MAIL_TO ?? site.email },
      replyTo: { name: order.contactName, address: order.contactEmail },
      subject: `Nuovo ordine di una scuola ${order.reference} – ${courseTitle} – ${order.schoolName}`,
      text: [
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
        ...(await teacherLines(deps, order.id)),
      ].join("\n"),
    };
  }),
};
