/**
 * E-mails written by other features and sent by the framework (decision 067):
 * a school's order (decision 064), an invoice's courtesy copy (063) and a
 * refused buono (062). Those features write the facts; each entry here adds
 * the label, the editable paragraph and, to a participant, the private link.
 */
import { voucherRefusedMail } from "~/features/enrolments/public-api.server";
import { invoiceCopyMail } from "~/features/invoices/public-api.server";
import { orderContactMail, orderSchoolMail } from "~/features/school-orders/public-api.server";
import {
  pageLinkLines,
  paragraphLines,
  stillThere,
  type MailKind,
} from "~/features/inbox/mails/mail-kind.server";
import { contactLines, signature } from "~/platform/mail-closing";

const ORDER_GONE = "ordine non più presente";

export const OFFICE_MAIL_KINDS = {
  // A school's order (decision 064): to its contact person, with the order's page.
  "school-order.mail-contact": {
    label: "Ordine di una scuola ricevuto (al referente)",
    paragraph:
      "Ogni docente riceve un'e-mail con il link alla propria iscrizione: non serve inoltrare questa.",
    // The order page's link, in the payload until sent.
    secretFields: ["token"],
    async compose(ctx, payload) {
      const { lines, ...mail } = await stillThere(
        orderContactMail(ctx.deps.database.db, ctx.deps.env, payload, (url) => ctx.secret(url)),
        ORDER_GONE,
      );
      // The paragraph goes before the office's contacts and the signature.
      const at = lines.findIndex((l) => l.startsWith("Per qualsiasi domanda"));
      return {
        ...mail,
        lines: [...lines.slice(0, at), ...paragraphLines(ctx), ...lines.slice(at)],
      };
    },
  },

  "school-order.mail-school": {
    label: "Nuovo ordine di una scuola (alla scuola)",
    paragraph: "L'ordine, i docenti e la fattura sono nell'area riservata.",
    async compose(ctx, payload) {
      const { lines, ...mail } = await stillThere(
        orderSchoolMail(ctx.deps.database.db, ctx.deps.env, payload),
        ORDER_GONE,
      );
      return { ...mail, lines: [...lines, ``, ...paragraphLines(ctx)] };
    },
  },

  // The courtesy copy of an invoice (issue.server.ts), with its PDF.
  "invoice.mail-copy": {
    label: "Copia di cortesia della fattura",
    paragraph: "Per qualsiasi domanda sulla fattura rispondi a questa e-mail.",
    async compose(ctx, payload) {
      const copy = await stillThere(
        invoiceCopyMail(ctx.deps.database.db, payload),
        "fattura non più presente o senza indirizzo e-mail",
      );
      return {
        to: copy.to,
        subject: `${copy.title} - ${ctx.site.name}`,
        lines: [
          ...copy.lines,
          ``,
          ...paragraphLines(ctx),
          // An enrolment's invoice goes to the participant: their page has it too.
          ...(copy.enrolmentId ? await pageLinkLines(ctx, copy.enrolmentId) : []),
          ...signature(ctx.site).slice(1),
        ],
        attachments: copy.attachments,
      };
    },
  },

  // The ministry's service refused a buono after the enrolment was stored (vouchers.server.ts).
  "carta-docente.mail-refused": {
    label: "Buono della Carta del Docente non accettato",
    paragraph: "Se pensi che il buono sia valido, scrivici: lo verifichiamo con te.",
    async compose(ctx, payload) {
      const { enrolmentId, lines, ...mail } = await stillThere(
        voucherRefusedMail(ctx.deps.database.db, payload),
        "iscrizione non più presente",
      );
      return {
        ...mail,
        lines: [
          ...lines,
          ``,
          ...paragraphLines(ctx),
          ...(await pageLinkLines(ctx, enrolmentId)),
          ...contactLines(ctx.site),
        ],
      };
    },
  },
} satisfies Record<string, MailKind>;
