/**
 * Every kind of e-mail the site sends (decision 067), one entry each: adding
 * a mail is adding an entry here (its key is the outbox job's kind). The
 * outbox handlers, /admin/email's list, previews and paragraph editor all
 * read this list.
 */
import { getContactMessage } from "~/features/inbox/contacts.server";
import {
  balanceFor,
  getEnrolmentWithCourse,
  paymentsOf,
} from "~/features/enrolments/public-api.server";
import {
  amountLabel,
  cedilsPaymentReason,
  editionDates,
  editionDatesText,
  editionYearOfReference,
  PAID_STATUSES,
  paymentReason,
  type CedilsDetails,
} from "~/features/enrolments/public-api";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { formatEuro } from "~/platform/money";
import { formatDateIt } from "~/platform/format-date";
import type { Env } from "~/platform/env.server";
import type { MailAddress } from "~/platform/mail.server";
import { siteSettings } from "~/features/settings/public-api.server";
import {
  enrolment,
  enrolmentWithEdition,
  Gone,
  pageLinkLines,
  paragraphLines,
  participantMail,
  stillThere,
  type MailContext,
  type MailKind,
} from "~/features/inbox/mails/mail-kind.server";
import { contactLines, signature } from "~/platform/mail-closing";
import type { MailLine } from "~/features/inbox/mails/mail-render";
import { amountLines, bankLines, voucherMailLines } from "~/features/inbox/mails/mail-lines.server";
import { COURSE_MAIL_KINDS } from "~/features/inbox/mails/course-mails.server";
import { OFFICE_MAIL_KINDS } from "~/features/inbox/mails/office-mails.server";

function schoolInbox(env: Env): MailAddress {
  const site = siteSettings();
  return { name: site.name, address: env.MAIL_TO ?? site.email };
}

const contactMessage = (ctx: MailContext, payload: Record<string, unknown>) =>
  stillThere(
    getContactMessage(ctx.deps.database.db, String(payload.messageId)),
    "messaggio non più presente",
  );

const PAYMENT_KIND_LABELS = {
  bonifico: "bonifico",
  carta_docente: "buono della Carta del Docente",
  manuale: "pagamento registrato dalla segreteria",
} as const;

export const MAIL_KINDS = {
  // The one-time link of a new account (accounts.server.ts). The payload holds
  // the link until sent: it works once, for SET_PASSWORD_LINK_HOURS.
  "account.mail-link": {
    label: "Nuovo account dell'area riservata",
    paragraph: "Se non ti aspettavi questo messaggio, ignoralo.",
    secretFields: ["url"],
    async compose(ctx, payload) {
      return {
        to: { name: String(payload.name), address: String(payload.to) },
        subject: `Il tuo account per l'area riservata di ${ctx.site.name}`,
        lines: [
          `Buongiorno ${String(payload.name)},`,
          ``,
          `è stato creato per te un account nell'area riservata del sito di ${ctx.site.name}.`,
          `Scegli la tua password da questo link (vale una sola volta, per ${String(payload.hours)} ore):`,
          { url: ctx.secret(payload.url), label: "Scegli la password" },
          ``,
          ...paragraphLines(ctx),
        ],
      };
    },
  },

  // The button 'Invia un messaggio di prova' of /admin/impostazioni.
  "mail.test": {
    label: "Messaggio di prova",
    paragraph: "Se lo leggi, l'invio delle e-mail funziona.",
    async compose(ctx, payload) {
      return {
        to: { name: "", address: String(payload.to) },
        subject: `Messaggio di prova da ${ctx.site.name}`,
        lines: [
          `Questo è un messaggio di prova inviato dalle impostazioni dell'area riservata.`,
          ...paragraphLines(ctx),
        ],
      };
    },
  },

  "contact.mail": {
    label: "Messaggio dal modulo contatti (alla scuola)",
    paragraph: "Nuovo messaggio dal modulo contatti del sito.",
    async compose(ctx, payload) {
      const m = await contactMessage(ctx, payload);
      return {
        to: schoolInbox(ctx.deps.env),
        replyTo: { name: m.name, address: m.email },
        subject: `Richiesta dal sito: ${m.subject} – ${m.name}`,
        lines: [
          ...paragraphLines(ctx),
          `Nome e Cognome: ${m.name}`,
          `Email: ${m.email}`,
          `Oggetto: ${m.subject}`,
          `Ricevuto il: ${m.createdAt.toLocaleString("it-IT", { timeZone: "Europe/Rome" })}`,
          ``,
          `Messaggio:`,
          m.message,
          ``,
          `Per rispondere basta usare "Rispondi": la risposta va a ${m.email}.`,
          `Il messaggio è anche nell'area riservata: ${ctx.deps.env.PUBLIC_URL}/admin/messaggi/${m.id}`,
        ],
      };
    },
  },

  // A CEDILS registration (/iscrizione-cedils): an enrolment of the CEDILS edition (decision 049).
  "cedils.mail-school": {
    label: "Nuova iscrizione CEDILS (alla scuola)",
    paragraph: "Nuova iscrizione al corso CEDILS dal sito.",
    async compose(ctx, payload) {
      const { enrolment: r } = await enrolment(ctx, payload);
      const d = r.details as CedilsDetails;
      return {
        to: schoolInbox(ctx.deps.env),
        replyTo: { name: r.fullName, address: r.email },
        subject: `Nuova iscrizione CEDILS ${r.reference} – ${r.fullName}`,
        lines: [
          ...paragraphLines(ctx),
          `Riferimento: ${r.reference}`,
          `Nome e Cognome: ${r.fullName}`,
          `Codice Fiscale: ${r.fiscalCode}`,
          `Email: ${r.email}`,
          `Telefono: ${r.phone}`,
          `Indirizzo: ${d.address ?? ""}, ${d.city ?? ""}`,
          `Materia di insegnamento: ${d.subject ?? "—"}`,
          `Tipo di scuola: ${d.schoolType ?? ""}`,
          `Tipo di laurea: ${d.laureaType ?? ""}`,
          `Laurea in: ${d.laureaIn ?? ""}`,
          `Socio ANILS: ${d.isAnilsMember ? "Sì" : "No"}`,
          `Ricevuta: ${r.fileOriginalName ?? ""} (${Math.ceil((r.fileSize ?? 0) / 1024)} KB)`,
          ``,
          `La ricevuta si scarica dall'area riservata (solo staff):`,
          `${ctx.deps.env.PUBLIC_URL}/admin/iscrizioni/${r.id}`,
        ],
      };
    },
  },

  "cedils.mail-enrollee": {
    label: "Iscrizione CEDILS ricevuta (a chi si iscrive)",
    paragraph:
      "Il corso viene attivato al raggiungimento di almeno 10 partecipanti: ti scriveremo per confermare l'avvio e il calendario.",
    // Jobs queued before decision 067 carried a token: dropped once sent.
    secretFields: ["token"],
    async compose(ctx, payload) {
      const { enrolment: r } = await enrolment(ctx, payload);
      const year = editionYearOfReference(r.reference) ?? new Date(r.createdAt).getFullYear();
      return {
        to: { name: r.fullName, address: r.email },
        subject: `Iscrizione al corso CEDILS ricevuta – ${r.reference}`,
        lines: [
          `Gentile ${r.fullName},`,
          ``,
          `abbiamo ricevuto la tua iscrizione al corso di preparazione alla certificazione CEDILS, con la ricevuta di pagamento allegata al modulo.`,
          ``,
          `Il tuo numero di riferimento è ${r.reference}: indicalo in ogni comunicazione con noi.`,
          ``,
          ...amountLines(r.amountDueCents),
          `Pagamento: se hai pagato con bonifico, la causale corretta è`,
          `"${cedilsPaymentReason(year, r.reference)}".`,
          ...bankLines(),
          `Chi usa la Carta del Docente genera il buono per l'importo del corso e carica il buono come ricevuta.`,
          ``,
          ...paragraphLines(ctx),
          ...(await pageLinkLines(ctx, r.id)),
          ...contactLines(ctx.site),
        ],
      };
    },
  },

  // An enrolment in a course edition (/corsi/{slug}/iscrizione).
  "enrolment.mail-school": {
    label: "Nuova iscrizione a un corso (alla scuola)",
    paragraph: "Lo stato, la ricevuta e la storia dell'iscrizione sono nell'area riservata.",
    async compose(ctx, payload) {
      const { enrolment: e, ...course } = await enrolment(ctx, payload);
      const waiting = e.status === "lista_attesa";
      return {
        to: schoolInbox(ctx.deps.env),
        replyTo: { name: e.fullName, address: e.email },
        subject: `Nuova iscrizione ${e.reference}${waiting ? " (lista d'attesa)" : ""} – ${course.courseTitle} – ${e.fullName}`,
        lines: [
          `Nuova iscrizione dal sito${waiting ? ": i posti erano esauriti, è in lista d'attesa" : ""}.`,
          ``,
          `Riferimento: ${e.reference}`,
          `Corso: ${course.courseTitle}`,
          `Edizione: ${editionDates(course)}`,
          `Nome e cognome: ${e.fullName}`,
          `Codice fiscale: ${e.fiscalCode}`,
          `Email: ${e.email}`,
          `Telefono: ${e.phone}`,
          `Scuola: ${e.school}`,
          `Ruolo: ${e.role}`,
          `Pagamento: ${PAYMENT_METHOD_LABELS[e.paymentMethod]}`,
          `Importo dovuto: ${amountLabel(e.amountDueCents) ?? "nessun prezzo indicato"}`,
          ...(e.voucherCode ? [`Codice del buono: ${e.voucherCode}`] : []),
          ...(e.orderSchoolName
            ? [
                `Scuola che paga: ${e.orderSchoolName} (${e.orderSchoolCode ?? ""})`,
                `Fattura elettronica: ${e.orderInvoiceAddress ?? ""}`,
              ]
            : []),
          ...(e.fileOriginalName
            ? [`Allegato: ${e.fileOriginalName} (${Math.ceil((e.fileSize ?? 0) / 1024)} KB)`]
            : []),
          ``,
          ...paragraphLines(ctx),
        ],
      };
    },
  },

  "enrolment.mail-enrollee": {
    label: "Iscrizione ricevuta (a chi si iscrive)",
    paragraph:
      "Ti scriveremo a ogni passo: quando il posto è confermato, quando il pagamento è verificato e prima dell'inizio del corso.",
    // Jobs queued before decision 067 carried a token: dropped once sent.
    secretFields: ["token"],
    async compose(ctx, payload) {
      const { enrolment: e, ...course } = await enrolment(ctx, payload);
      const waiting = e.status === "lista_attesa";
      return participantMail(
        ctx,
        e,
        `${waiting ? "Sei in lista d'attesa" : "Iscrizione ricevuta"} – ${course.courseTitle} – ${e.reference}`,
        [
          waiting
            ? `abbiamo ricevuto la tua iscrizione al corso «${course.courseTitle}» (${editionDates(course)}), ma i posti di questa edizione sono esauriti: sei in lista d'attesa. Se si libera un posto ti scriviamo, seguendo l'ordine di arrivo delle iscrizioni.`
            : `abbiamo ricevuto la tua iscrizione al corso «${course.courseTitle}» (${editionDates(course)}).`,
          ``,
          `Il tuo numero di riferimento è ${e.reference}: indicalo in ogni comunicazione con noi.`,
          ``,
          ...amountLines(e.amountDueCents),
          ...(e.paymentMethod === "bonifico"
            ? [
                `Pagamento con bonifico: la causale corretta è`,
                `"${paymentReason(course.courseTitle, course, e.reference)}".`,
                ...bankLines(),
                ``,
              ]
            : e.paymentMethod === "carta_docente" && e.voucherState !== null
              ? // Checked online (decision 062): the buono's amount, and the rest by transfer.
                [...voucherMailLines(e), ``]
              : e.paymentMethod === "carta_docente"
                ? [
                    `Verifichiamo il buono della Carta del Docente che hai allegato e ti confermiamo l'iscrizione.`,
                    ``,
                  ]
                : [
                    `La segreteria contatta la tua scuola per l'ordine e la fattura elettronica.`,
                    ``,
                  ]),
        ],
      );
    },
  },

  // 'Le mie iscrizioni' (decision 059): new links to every enrolment of one
  // address, issued as the mail is sent, replacing the earlier ones.
  "enrolment.mail-links": {
    label: "Link alle proprie iscrizioni («Le mie iscrizioni»)",
    paragraph:
      "I link sono personali: non inoltrarli. Se non hai chiesto tu questo messaggio, puoi ignorarlo.",
    // Jobs queued before decision 067 carried the tokens: dropped once sent.
    secretFields: ["links"],
    async compose(ctx, payload) {
      const ids = Array.isArray(payload.enrolmentIds)
        ? payload.enrolmentIds.map(String)
        : Array.isArray(payload.links)
          ? (payload.links as Array<{ enrolmentId: string }>).map((l) => l.enrolmentId)
          : [];
      const lines: MailLine[] = [];
      for (const id of ids) {
        const found = await getEnrolmentWithCourse(ctx.deps.database.db, id);
        if (!found) continue;
        lines.push(
          `${found.enrolment.reference} – ${found.courseTitle} (${editionDates(found)}):`,
          {
            url: await ctx.pageLink(id, { replacing: true }),
            label: `Apri l'iscrizione ${found.enrolment.reference}`,
          },
          ``,
        );
      }
      return {
        to: { name: "", address: String(payload.to) },
        subject: `Le tue iscrizioni – ${ctx.site.name}`,
        lines: [
          `Buongiorno,`,
          ``,
          `ecco i link alle pagine delle iscrizioni fatte con questo indirizzo email. I link inviati in precedenza non valgono più.`,
          ``,
          ...lines,
          ...paragraphLines(ctx),
          ...signature(ctx.site).slice(1),
        ],
      };
    },
  },

  // The button of a second submission of one fiscal code to one edition
  // (my-enrolments.server.ts): a new link, the earlier ones keep working.
  "enrolment.mail-link-again": {
    label: "Link alla propria iscrizione (iscrizione già fatta)",
    paragraph:
      "Se non hai chiesto tu questo messaggio, puoi ignorarlo: la tua iscrizione non cambia.",
    async compose(ctx, payload) {
      const { enrolment: e, courseTitle } = await enrolmentWithEdition(ctx, payload);
      return {
        to: { name: e.fullName, address: e.email },
        subject: `Il link alla tua iscrizione – ${courseTitle} – ${e.reference}`,
        lines: [
          `Gentile ${e.fullName},`,
          ``,
          `hai provato a iscriverti di nuovo al corso «${courseTitle}», ma la tua iscrizione ${e.reference} è già registrata: non serve altro.`,
          ``,
          ...(await pageLinkLines(ctx, e.id)),
          ...paragraphLines(ctx),
          ...contactLines(ctx.site),
        ],
      };
    },
  },

  // A seat was freed and the first on the waiting list took it (edition-run.server.ts).
  "enrolment.mail-promoted": {
    label: "Posto liberato dalla lista d'attesa",
    paragraph:
      "Se non puoi più partecipare, annulla l'iscrizione dalla tua pagina: il posto passerà a chi è dopo di te in lista.",
    async compose(ctx, payload) {
      const { enrolment: e, edition, courseTitle } = await enrolmentWithEdition(ctx, payload);
      return participantMail(ctx, e, `Si è liberato un posto: ${courseTitle} – ${e.reference}`, [
        `si è liberato un posto nel corso «${courseTitle}» (${editionDatesText(edition.startDate, edition.endDate)}) ed è tuo: la tua iscrizione ${e.reference} è passata dalla lista d'attesa a «Ricevuta».`,
        ``,
        `Se non l'hai già fatto, completa il pagamento indicando come causale il riferimento ${e.reference}: ti scriveremo quando l'avremo verificato.`,
        ``,
      ]);
    },
  },

  // Staff confirmed the seat (status 'confermata', edition-run.server.ts).
  "enrolment.mail-confirmed": {
    label: "Posto confermato",
    paragraph:
      "Ti scriveremo di nuovo due giorni prima della prima lezione, con il calendario e le indicazioni per partecipare.",
    async compose(ctx, payload) {
      const { enrolment: e, edition, courseTitle } = await enrolmentWithEdition(ctx, payload);
      return participantMail(ctx, e, `Posto confermato: ${courseTitle} – ${e.reference}`, [
        `il tuo posto nel corso «${courseTitle}» (${editionDatesText(edition.startDate, edition.endDate)}) è confermato. Il riferimento della tua iscrizione è ${e.reference}.`,
        ``,
      ]);
    },
  },

  // The ledger found the enrolment fully paid (ledger.server.ts, FULLY_PAID_JOBS).
  "enrolment.mail-paid": {
    label: "Pagamento ricevuto",
    paragraph: "Grazie: la tua iscrizione è in regola con il pagamento.",
    async compose(ctx, payload) {
      const { enrolment: e, courseTitle } = await enrolmentWithEdition(ctx, payload);
      // A payment recorded by mistake and voided before this mail went out
      // takes the enrolment back out of the paid statuses: nothing to announce.
      if (!PAID_STATUSES.includes(e.status)) throw new Gone("pagamento annullato prima dell'invio");
      const { db } = ctx.deps.database;
      const [balance, payments] = await Promise.all([balanceFor(db, e), paymentsOf(db, e.id)]);
      const left = balance.leftCents ?? 0;
      return participantMail(ctx, e, `Pagamento ricevuto – ${courseTitle} – ${e.reference}`, [
        `abbiamo ricevuto il pagamento della tua iscrizione ${e.reference} al corso «${courseTitle}».`,
        ``,
        ...payments.map(
          (p) =>
            `${formatDateIt(p.receivedOn)}: ${formatEuro(p.amountCents)} (${PAYMENT_KIND_LABELS[p.method]})`,
        ),
        `Totale ricevuto: ${formatEuro(balance.paidCents)}.`,
        left > 0
          ? `Resta da pagare: ${formatEuro(left)}, indicando come causale il riferimento ${e.reference}.`
          : `Non resta nulla da pagare.`,
        ``,
      ]);
    },
  },

  ...COURSE_MAIL_KINDS,
  ...OFFICE_MAIL_KINDS,
} satisfies Record<string, MailKind>;

export type MailKindKey = keyof typeof MAIL_KINDS;

/** Whether `kind` is one of the e-mails (a job kind from the database may be anything). */
export function isMailKind(kind: string): kind is MailKindKey {
  return Object.hasOwn(MAIL_KINDS, kind);
}
