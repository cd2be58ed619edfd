/**
 * Outgoing e-mail over SMTP (nodemailer), configured by SMTP_URL. Nothing here
 * is called inside a request: requests store their data and an outbox row
 * (jobs.server.ts); the worker sends, and retries while SMTP is down.
 *
 * Every address travels as `{ name, address }` and nodemailer writes the
 * headers (decision 054): it quotes or MIME-encodes a name, so a school
 * called `Scuola "Il Faro"` or a name with a line break cannot break the
 * header or add one. We never join header strings ourselves.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { parseMailbox, type MailAddress } from "~/platform/mailbox";
import type { Env } from "~/platform/env.server";

export type { MailAddress };

export type MailMessage = {
  /** Who the message is from when MAIL_FROM does not say: the school's own name and address. */
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  /** The same message as HTML: sent as multipart/alternative beside the text. */
  html?: string;
  replyTo?: MailAddress;
  /** Files sent with the message (an invoice's courtesy copy, a calendar file). */
  attachments?: Array<{ fileName: string; contentType: string; content: Buffer | string }>;
};

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** True when e-mail can be sent at all (SMTP_URL set). */
export function mailConfigured(env: Env): boolean {
  return Boolean(env.SMTP_URL);
}

/**
 * A mailbox as nodemailer gets it. Control characters (a line break typed in a
 * name) become one space: nodemailer would encode them safely, but a display
 * name that decodes to two lines shows badly in mail programs.
 */
function mailbox(a: MailAddress): MailAddress {
  // eslint-disable-next-line no-control-regex
  return { name: a.name.replace(/[\u0000-\u001f\u007f]+/g, " ").trim(), address: a.address };
}

/** Sends one message; throws when the SMTP server refuses it or cannot be reached. */
export async function sendMail(env: Env, message: MailMessage): Promise<void> {
  if (!env.SMTP_URL) throw new Error("SMTP_URL non configurato");
  const configuredFrom = env.MAIL_FROM ? parseMailbox(env.MAIL_FROM) : null;
  await transportFor(env.SMTP_URL).sendMail({
    from: mailbox(configuredFrom ?? message.from),
    to: mailbox(message.to),
    replyTo: message.replyTo ? mailbox(message.replyTo) : undefined,
    subject: message.subject,
    text: message.text,
    attachments: message.attachments?.map((a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: a.content,
    })),
    html: message.html,
  });
}

/** Closes pooled connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
