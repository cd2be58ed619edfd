// Decision 054: every address of an e-mail reaches nodemailer as { name,
// address }, never as a string we join, so a school or a visitor whose name
// holds quotes, angle brackets, a line break or accented letters gets one
// valid header with that name, and no header can be added. Line breaks in a
// name become one space (mail.server.ts).
import pino from "pino";
import { describe, expect, it } from "vitest";
import { action as contactAction } from "~/features/inbox/contacts";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { currentSettings, saveSiteSettings } from "~/features/settings/settings.server";
import { createUser } from "~/features/staff/accounts.server";
import { ConfigError, parseEnv, type Env } from "~/platform/env.server";
import { enqueueJob, runDueJobs } from "~/platform/jobs.server";
import { callAction } from "../../../tests/support/action";
import { aContactRequest } from "../../../tests/support/builders";
import { describeOnEachDatabase } from "../../../tests/support/db";
import {
  decodedMailboxes,
  rawHeaderLines,
  smtpPerTest,
  type ReceivedMail,
} from "../../../tests/support/smtp";

const log = pino({ level: "silent" });

/** What nodemailer writes for a single-part text message, and nothing else. */
const EXPECTED_HEADERS = [
  "content-transfer-encoding",
  "content-type",
  "date",
  "from",
  "message-id",
  "mime-version",
  "reply-to",
  "subject",
  "to",
];

function testEnv(extra: Record<string, string>): Env {
  return parseEnv({
    DATA_DIR: process.env.DATA_DIR,
    LOG_LEVEL: "silent",
    MAIL_TO: "segreteria@scuola.test",
    ...extra,
  });
}

/** The one header `name` of a received message, decoded; fails if it is missing or repeated. */
function mailboxesOf(mail: ReceivedMail, name: string) {
  const lines = rawHeaderLines(mail.raw).filter(([n]) => n === name);
  expect(lines, `one ${name} header`).toHaveLength(1);
  return decodedMailboxes(lines[0]![1]);
}

function expectOnlyOurHeaders(mail: ReceivedMail) {
  const names = rawHeaderLines(mail.raw).map(([n]) => n);
  expect(names).not.toContain("bcc");
  expect(names).not.toContain("cc");
  expect(
    names.every((n) => EXPECTED_HEADERS.includes(n)),
    names.join(", "),
  ).toBe(true);
}

const SCHOOL_NAMES = [
  {
    saved: 'Scuola "Il Faro" <Potenza>\r\nBcc: evil@example.org',
    // The line break becomes one space; quotes and angle brackets stay.
    shown: 'Scuola "Il Faro" <Potenza> Bcc: evil@example.org',
  },
  { saved: "Società Àrea", shown: "Società Àrea" },
];

describeOnEachDatabase("e-mail addresses on %s", (db) => {
  const inbox = smtpPerTest();

  it.each(SCHOOL_NAMES)("writes the school's name $shown as one From header", async (name) => {
    const database = db();
    const smtp = await inbox.start();
    const env = testEnv({ SMTP_URL: smtp.url });
    const staff = await createUser(database.db, {
      email: `${crypto.randomUUID()}@esempio.it`,
      password: "password-lunga-1",
    });
    await saveSiteSettings(database, { ...currentSettings(), name: name.saved }, staff);
    await enqueueJob(database.db, "mail.test", { to: "prova@scuola.test" });
    expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toMatchObject({ failed: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mailboxesOf(mail!, "from")).toEqual([
      { name: name.shown, address: currentSettings().email },
    ]);
    expect(mailboxesOf(mail!, "to")).toEqual([{ name: "", address: "prova@scuola.test" }]);
    expectOnlyOurHeaders(mail!);
    expect(mail!.to).toEqual(["prova@scuola.test"]);
    expect(mail!.subject).toBe(`Messaggio di prova da ${name.shown}`);
  });

  it("keeps a visitor's name with quotes and angle brackets in Reply-To, and the school's in To", async () => {
    const database = db();
    const smtp = await inbox.start();
    const env = testEnv({ SMTP_URL: smtp.url });
    const visitor = aContactRequest({ name: 'Giulia "Giuly" <Santoro> Àlvaro' });
    const res = await callAction(
      contactAction,
      new Request("http://localhost/contatti", {
        method: "POST",
        body: new URLSearchParams(visitor),
      }),
      { database, env, log },
    );
    expect(res.body.status).toBe("success");
    expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toMatchObject({ failed: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mailboxesOf(mail!, "reply-to")).toEqual([
      { name: 'Giulia "Giuly" <Santoro> Àlvaro', address: visitor.email },
    ]);
    expect(mailboxesOf(mail!, "to")).toEqual([
      { name: currentSettings().name, address: "segreteria@scuola.test" },
    ]);
    expectOnlyOurHeaders(mail!);
    expect(mail!.to).toEqual(["segreteria@scuola.test"]);
  });

  it("sends from MAIL_FROM, read as one mailbox, when it is set", async () => {
    const database = db();
    const smtp = await inbox.start();
    const env = testEnv({
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Segreteria \\"Il Faro\\"" <noreply@scuola.test>',
    });
    await enqueueJob(database.db, "mail.test", { to: "prova@scuola.test" });
    expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toMatchObject({ failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mailboxesOf(mail!, "from")).toEqual([
      { name: 'Segreteria "Il Faro"', address: "noreply@scuola.test" },
    ]);
    expect(mail!.from).toBe("noreply@scuola.test");
  });
});

describe("MAIL_FROM", () => {
  it("must be exactly one mailbox", () => {
    expect(() => testEnv({ MAIL_FROM: "uno@scuola.test, due@scuola.test" })).toThrow(ConfigError);
    expect(() => testEnv({ MAIL_FROM: "Segreteria" })).toThrow(/MAIL_FROM/);
  });
});
