import type { AddressInfo } from "node:net";
import addressparser from "nodemailer/lib/addressparser";
import { SMTPServer } from "smtp-server";
import { afterEach } from "vitest";
import { closeMailTransports } from "~/platform/mail.server";

export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  /** The HTML alternative, when the message has one. */
  html: string | null;
  raw: string;
};

export type TestSmtp = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `n` messages have arrived (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every
 * message it receives. Pass `port` to restart on the same address.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = parseMail(raw);
        mails.push({
          ...parsed,
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (mails.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} mails, got ${mails.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return mails;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/**
 * The header section of a raw message as [name, value] pairs in order, folded
 * lines joined (RFC 5322 §2.2.3): a header smuggled in by a line break shows
 * here as a header of its own.
 */
export function rawHeaderLines(raw: string): Array<[string, string]> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return head.split("\r\n").map((line) => {
    const i = line.indexOf(":");
    return [line.slice(0, i).toLowerCase(), line.slice(i + 1).trim()];
  });
}

/** The mailboxes of an address header's raw value, display names decoded (RFC 2047). */
export function decodedMailboxes(value: string): Array<{ name: string; address: string }> {
  return addressparser(value, { flatten: true }).map((a) => ({
    name: decodeWords(a.name),
    address: a.address,
  }));
}

/** The headers of a message or a MIME part: names lower-cased, folded lines joined, words decoded. */
function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

/** A single part's body in UTF-8, decoded from quoted-printable or base64. */
function decodeBody(body: string, encoding: string): string {
  let text = body;
  if (encoding === "quoted-printable") {
    text = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  } else if (encoding === "base64") {
    text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return text.replace(/\r\n/g, "\n");
}

/**
 * Enough MIME for our messages: headers, encoded words, QP/base64 bodies, and
 * the text and HTML parts of a multipart/alternative message.
 */
function parseMail(raw: string): {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
} {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => {
          const at = part.indexOf("\r\n\r\n");
          const h = parseHeaders(part.slice(2, at));
          const content = part.slice(at + 4).replace(/\r\n$/, "");
          return {
            type: (h["content-type"] ?? "").toLowerCase(),
            body: decodeBody(content, (h["content-transfer-encoding"] ?? "").toLowerCase()),
          };
        })
    : [
        {
          type: (headers["content-type"] ?? "text/plain").toLowerCase(),
          body: decodeBody(body, (headers["content-transfer-encoding"] ?? "").toLowerCase()),
        },
      ];
  return {
    headers,
    subject: headers.subject ?? "",
    text: parts.find((p) => p.type.startsWith("text/plain"))?.body ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.body ?? null,
  };
}

/**
 * For a describe whose tests start an SMTP server: `const inbox = smtpPerTest()`
 * there, `const smtp = await inbox.start()` in a test. After each test the
 * server it started is closed, with the application's pooled mail transports.
 */
export function smtpPerTest(): { start(port?: number): Promise<TestSmtp> } {
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    closeMailTransports();
    await smtp?.close();
    smtp = undefined;
  });
  return { start: async (port = 0) => (smtp = await startSmtp(port)) };
}
