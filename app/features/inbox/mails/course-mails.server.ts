/**
 * The e-mails of a course after the enrolment (decision 067): unpaid
 * transfers (decision 061), lessons (060), the questionnaire (066) and the
 * attestato (044). Entries of MAIL_KINDS, kept apart to keep each list short;
 * every mail to a participant carries a private link issued as it is sent.
 */
import {
  firstLessonMail,
  lessonChangedMail,
  type LessonMail,
} from "~/features/enrolments/public-api.server";
import { editionDates, editionDatesText, paymentReason } from "~/features/enrolments/public-api";
import {
  certificateUrl,
  getCertificateWithHolder,
} from "~/features/certificates/public-api.server";
import { formatDateIt } from "~/platform/format-date";
import type { Db } from "~/platform/db/client.server";
import {
  enrolment,
  enrolmentWithEdition,
  Gone,
  paragraphLines,
  participantMail,
  stillThere,
  type MailContext,
  type MailKind,
} from "~/features/inbox/mails/mail-kind.server";
import { signature } from "~/platform/mail-closing";
import { amountLines, bankLines } from "~/features/inbox/mails/mail-lines.server";

/** A lesson's mail, written by the enrolments feature with the link issued here; nothing once it is gone. */
async function lessonMail(
  ctx: MailContext,
  mail: Promise<LessonMail | null>,
): Promise<Awaited<ReturnType<MailKind["compose"]>>> {
  const { lines, ...rest } = await stillThere(mail, "lezione o iscrizione non più attuale");
  // The paragraph goes before the closing lines (the calendar's link, contacts, signature).
  const closingAt = lines.findIndex((l) => l.startsWith("Il calendario aggiornato"));
  const at = closingAt === -1 ? lines.length : closingAt;
  return {
    ...rest,
    lines: [...lines.slice(0, at), ...paragraphLines(ctx), ...lines.slice(at)],
  };
}

const pageLinkOf = (ctx: MailContext) => (enrolmentId: string) => ctx.pageLink(enrolmentId);
const dbOf = (ctx: MailContext): Db => ctx.deps.database.db;

export const COURSE_MAIL_KINDS = {
  // Two days before an unpaid transfer's seat is released (decision 061).
  "enrolment.mail-payment-reminder": {
    label: "Promemoria del bonifico",
    paragraph:
      "Se hai già pagato, carica la ricevuta dalla pagina della tua iscrizione: il posto resta tuo.",
    async compose(ctx, payload) {
      const { enrolment: e, ...course } = await enrolment(ctx, payload);
      // Paid, cancelled or given a receipt since it was queued: nothing to remind.
      if (e.status !== "ricevuta" || e.fileKey) throw new Gone("promemoria non più necessario");
      return participantMail(
        ctx,
        e,
        `Promemoria pagamento – ${course.courseTitle} – ${e.reference}`,
        [
          `non abbiamo ancora ricevuto il bonifico per la tua iscrizione ${e.reference} al corso «${course.courseTitle}» (${editionDates(course)}). Se non arriva entro due giorni, il posto passa a chi è in lista d'attesa.`,
          ``,
          ...amountLines(e.amountDueCents),
          `Causale: "${paymentReason(course.courseTitle, course, e.reference)}".`,
          ...bankLines(),
          ``,
        ],
      );
    },
  },

  // The seat of an unpaid transfer was released (decision 061).
  "enrolment.mail-released": {
    label: "Posto liberato: bonifico non ricevuto",
    paragraph:
      "Se hai già pagato, rispondi a questa e-mail con la ricevuta: verifichiamo e ti rimborsiamo o, se c'è ancora posto, ti riammettiamo.",
    async compose(ctx, payload) {
      const { enrolment: e, ...course } = await enrolment(ctx, payload);
      return participantMail(
        ctx,
        e,
        `Iscrizione annullata: pagamento non ricevuto – ${course.courseTitle} – ${e.reference}`,
        [
          `non avendo ricevuto il bonifico nei tempi previsti, abbiamo annullato la tua iscrizione ${e.reference} al corso «${course.courseTitle}» (${editionDates(course)}) e il posto è passato a chi era in lista d'attesa.`,
          ``,
        ],
      );
    },
  },

  // A lesson moved or cancelled, to every live participant (decision 060).
  "lesson.mail-changed": {
    label: "Lezione modificata o annullata",
    paragraph: "Se non puoi partecipare alla nuova data, scrivici.",
    compose: (ctx, payload) =>
      lessonMail(ctx, lessonChangedMail(dbOf(ctx), pageLinkOf(ctx), payload)),
  },

  // Two days before the first lesson, with the participant's calendar file.
  "lesson.mail-first-reminder": {
    label: "Promemoria della prima lezione",
    paragraph: "Ti aspettiamo: arriva qualche minuto prima dell'inizio.",
    compose: (ctx, payload) =>
      lessonMail(
        ctx,
        firstLessonMail(dbOf(ctx), pageLinkOf(ctx), payload, new URL(ctx.deps.env.PUBLIC_URL).host),
      ),
  },

  // The questionnaire is open (decision 066): queued once per participant by
  // the questionnaire's hourly scan.
  "questionnaire.mail-invite": {
    label: "Invito al questionario di gradimento",
    paragraph:
      "È anonimo: le risposte sono conservate senza il tuo nome né alcun collegamento alla tua iscrizione.",
    async compose(ctx, payload) {
      const { enrolment: e, edition, courseTitle } = await enrolmentWithEdition(ctx, payload);
      // Answered since it was queued: nothing to ask.
      if (e.questionnaireAnswered) throw new Gone("questionario già compilato");
      return {
        to: { name: e.fullName, address: e.email },
        subject: `Com'è andato il corso? Il questionario di gradimento – ${courseTitle}`,
        lines: [
          `Gentile ${e.fullName},`,
          ``,
          `il corso «${courseTitle}» (${editionDatesText(edition.startDate, edition.endDate)}) si è concluso: ti chiediamo pochi minuti per il questionario di gradimento.`,
          ...paragraphLines(ctx).slice(0, 1),
          ...(edition.questionnaireRequired
            ? [`Il questionario serve per scaricare l'attestato.`]
            : []),
          ``,
          `Lo trovi nella pagina della tua iscrizione, alla voce «Questionario di gradimento»:`,
          { url: await ctx.pageLink(e.id), label: "Compila il questionario" },
          `Il link è personale: non inoltrarlo.`,
          ...signature(ctx.site),
        ],
      };
    },
  },

  // An attestato was issued (certificates.server.ts): its code, where anyone
  // checks it and the PDF, and the participant's page.
  "certificate.mail-issued": {
    label: "Attestato rilasciato",
    paragraph: "Chiunque può verificarlo a questo indirizzo, da cui scarichi anche il PDF:",
    async compose(ctx, payload) {
      const { certificate: c, email } = await stillThere(
        getCertificateWithHolder(ctx.deps.database.db, String(payload.certificateId)),
        "attestato non più presente",
      );
      const url = certificateUrl(ctx.deps.env.PUBLIC_URL, c.code);
      return {
        to: { name: c.fullName, address: email },
        subject: `Attestato rilasciato: ${c.courseTitle}`,
        lines: [
          `Gentile ${c.fullName},`,
          ``,
          `il ${formatDateIt(c.issuedAt)} ti abbiamo rilasciato l'attestato del corso «${c.courseTitle}» (${editionDatesText(c.startDate, c.endDate)}), per ${c.hours} ${c.hours === 1 ? "ora" : "ore"} di formazione.`,
          ``,
          `Codice dell'attestato: ${c.code}`,
          ...paragraphLines(ctx).slice(0, 1),
          url,
          `PDF: ${url}/pdf`,
          ``,
          `Le tue iscrizioni, con l'attestato, sono nella tua pagina personale:`,
          { url: await ctx.pageLink(c.enrolmentId), label: "Apri la tua iscrizione" },
          `Il link è personale: non inoltrarlo.`,
          ...signature(ctx.site),
        ],
      };
    },
  },
} satisfies Record<string, MailKind>;
