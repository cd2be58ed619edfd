/**
 * The mail framework (decision 067). A kind of e-mail is one entry of
 * MAIL_KINDS (mail-kinds.server.ts); from that entry come the outbox handler
 * that sends it (text and HTML), the copy kept once it is sent (private links
 * masked) and the preview /admin/email shows of a queued one.
 */
import type { WorkerDeps } from "~/context";
import type { JobHandler, SentCopy } from "~/platform/jobs.server";
import {
  mailConfigured,
  sendMail,
  type MailAddress,
  type MailMessage,
} from "~/platform/mail.server";
import { siteSettings } from "~/features/settings/public-api.server";
import {
  getEnrolmentWithCourse,
  getEnrolmentWithEdition,
  participantLinkFor,
} from "~/features/enrolments/public-api.server";
import { contactLines } from "~/platform/mail-closing";
import { savedParagraph } from "~/features/inbox/mails/mail-texts.server";
import {
  mailHtml,
  mailText,
  maskedLink,
  maskSecrets,
  type MailLine,
} from "~/features/inbox/mails/mail-render";

/** Thrown when the row a job is about was deleted: nothing left to do, not retried. */
export class Gone extends Error {}

/** The row a job is about, read again when the job runs (it may have been deleted since). */
export async function stillThere<Row>(row: Promise<Row | null>, gone: string): Promise<Row> {
  const found = await row;
  if (!found) throw new Gone(gone);
  return found;
}

export const enrolment = (ctx: MailContext, payload: Record<string, unknown>) =>
  stillThere(
    getEnrolmentWithCourse(ctx.deps.database.db, String(payload.enrolmentId)),
    "iscrizione non più presente",
  );

export const enrolmentWithEdition = (ctx: MailContext, payload: Record<string, unknown>) =>
  stillThere(
    getEnrolmentWithEdition(ctx.deps.database.db, String(payload.enrolmentId)),
    "iscrizione non più presente",
  );

/** What `compose` may use besides the payload. */
export type MailContext = {
  deps: WorkerDeps;
  site: ReturnType<typeof siteSettings>;
  /** The kind's editable paragraph as staff saved it, else its default. */
  paragraph: string;
  /**
   * The absolute link to an enrolment's private page: a new one, issued as
   * the mail is sent (`replacing` puts the earlier ones out of use); masked
   * in a preview.
   */
  pageLink(enrolmentId: string, options?: { replacing?: boolean }): Promise<string>;
  /** A payload field holding a private link (listed in `secretFields`): masked in a preview and in the copy kept. */
  secret(value: unknown): string;
};

export type ComposedMail = {
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  lines: MailLine[];
  /** Files sent with it (a calendar, an invoice's PDF): not kept in the copy. */
  attachments?: MailMessage["attachments"];
};

export type MailKind = {
  /** What staff read in /admin/email. */
  label: string;
  /** The editable paragraph's text until staff change it. */
  paragraph: string;
  /** Payload fields holding a secret: dropped from the job's row once it is done. */
  secretFields?: readonly string[];
  compose(ctx: MailContext, payload: Record<string, unknown>): Promise<ComposedMail>;
};

export type RenderedMail = ComposedMail & { text: string; html: string; copy: SentCopy };

/**
 * Writes the e-mail of `kind` for `payload`. To send (`issueLinks`), private
 * links are issued now; otherwise (a preview) they are masked and nothing is
 * written. `paragraph` previews a text not saved yet. `copy` is what may be
 * kept or shown: every private link masked.
 */
export async function renderMail(
  deps: WorkerDeps,
  kind: string,
  definition: MailKind,
  payload: Record<string, unknown>,
  options: { issueLinks: boolean; paragraph?: string },
): Promise<RenderedMail> {
  const { issueLinks } = options;
  const secrets: string[] = [];
  const { db } = deps.database;
  const ctx: MailContext = {
    deps,
    site: siteSettings(),
    paragraph: options.paragraph ?? (await savedParagraph(db, kind)) ?? definition.paragraph,
    async pageLink(enrolmentId, options) {
      if (!issueLinks) return maskedLink(`${deps.env.PUBLIC_URL}/iscrizioni/x`);
      const path = await db.transaction((tx) => participantLinkFor(tx, enrolmentId, options));
      const url = `${deps.env.PUBLIC_URL}${path}`;
      secrets.push(url);
      return url;
    },
    secret(value) {
      const text = typeof value === "string" ? value : "";
      if (!issueLinks) return maskedLink(text);
      secrets.push(text);
      return text;
    },
  };
  const composed = await definition.compose(ctx, payload);
  const text = mailText(composed.lines);
  return {
    ...composed,
    text,
    html: mailHtml(composed.subject, composed.lines),
    copy: {
      to: composed.to.address,
      subject: maskSecrets(composed.subject, secrets),
      text: maskSecrets(text, secrets),
    },
  };
}

/** The outbox handler of a kind: waits for a mail server, returns the masked copy. */
export function mailHandler(kind: string, definition: MailKind): JobHandler {
  return {
    available: mailConfigured,
    secretFields: definition.secretFields,
    async run(deps, payload) {
      try {
        const mail = await renderMail(deps, kind, definition, payload, { issueLinks: true });
        const site = siteSettings();
        await sendMail(deps.env, {
          from: { name: site.name, address: site.email },
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
        });
        return mail.copy;
      } catch (error) {
        if (error instanceof Gone) {
          deps.log.info({ payload }, error.message);
          return;
        }
        throw error;
      }
    },
  };
}

/** The editable paragraph as a paragraph of the mail (nothing when staff emptied it). */
export function paragraphLines(ctx: MailContext): MailLine[] {
  return ctx.paragraph.trim() ? [ctx.paragraph.trim(), ""] : [];
}

/** The private page's link in a mail to the person (decisions 059, 067). */
export async function pageLinkLines(ctx: MailContext, enrolmentId: string): Promise<MailLine[]> {
  return [
    `La pagina della tua iscrizione, con lo stato, il pagamento e l'annullamento:`,
    { url: await ctx.pageLink(enrolmentId), label: "Apri la tua iscrizione" },
    `Il link è personale: non inoltrarlo.`,
    ``,
  ];
}

/** A letter to a participant, in the order every such mail keeps. */
export async function participantMail(
  ctx: MailContext,
  person: { id: string; fullName: string; email: string },
  subject: string,
  body: MailLine[],
): Promise<ComposedMail> {
  return {
    to: { name: person.fullName, address: person.email },
    subject,
    lines: [
      `Gentile ${person.fullName},`,
      ``,
      ...body,
      ...paragraphLines(ctx),
      ...(await pageLinkLines(ctx, person.id)),
      ...contactLines(ctx.site),
    ],
  };
}
