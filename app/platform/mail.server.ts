/**
 * Outgoing e-mail over SMTP (nodemailer), configured by SMTP_URL. Nothing here
 * is called inside a request: requests store their data and an outbox row
 * (jobs.server.ts); the worker sends, and retries while SMTP is down.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { Env } from "~/platform/env.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
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
 * The school's inbox for notifications: MAIL_TO, else `siteEmail`, the public
 * e-mail of the site settings (the caller's: this module reads no feature).
 */
export function schoolInbox(env: Env, siteEmail: string): string {
  return env.MAIL_TO ?? siteEmail;
}

/**
 * Sends one message from `site` (the school's name and e-mail in the site
 * settings, unless MAIL_FROM is set); throws when the SMTP server refuses it
 * or cannot be reached.
 */
export async function sendMail(
  env: Env,
  message: MailMessage,
  site: { name: string; email: string },
): Promise<void> {
  if (!env.SMTP_URL) throw new Error("SMTP_URL non configurato");
  await transportFor(env.SMTP_URL).sendMail({
    from: env.MAIL_FROM ?? `"${site.name}" <${site.email}>`,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
  });
}

/** Closes pooled connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
