import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { action } from "~/features/inbox/contacts";
import { contactMessages, jobs } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { jobsWorker, runDueJobs } from "~/platform/jobs.server";
import { JOB_HANDLERS } from "~/features/inbox/notifications.server";
import { callAction } from "../../../tests/support/action";
import { aContactRequest } from "../../../tests/support/builders";
import { createTestDatabase, describeOnEachDatabase } from "../../../tests/support/db";
import { startSmtp, smtpPerTest } from "../../../tests/support/smtp";

const log = pino({ level: "silent" });

function testEnv(extra: Record<string, string>): Env {
  return parseEnv({
    DATA_DIR: process.env.DATA_DIR,
    LOG_LEVEL: "silent",
    MAIL_TO: "segreteria@scuola.test",
    ...extra,
  });
}

function contactRequest(fields: Record<string, string>): Request {
  return new Request("http://localhost/contatti", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

const VALID = aContactRequest();

describeOnEachDatabase(
  "contact requests on %s",
  (db) => {
    const inbox = smtpPerTest();

    it("stores the request and e-mails the school with reply-to set to the visitor", async () => {
      const database = db();
      const smtp = await inbox.start();
      const env = testEnv({ SMTP_URL: smtp.url });
      const res = await callAction(action, contactRequest(VALID), { database, env, log });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("success");

      const rows = await database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: VALID.name,
        email: VALID.email,
        subject: VALID.subject,
        message: VALID.message,
        status: "nuovo",
        mailerliteStatus: "non_richiesto",
      });

      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toEqual({
        done: 1,
        failed: 0,
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(["segreteria@scuola.test"]);
      expect(mail!.headers["reply-to"]).toContain("giulia.santoro@example.org");
      expect(mail!.subject).toContain("Informazioni sui corsi");
      expect(mail!.text).toContain(VALID.message);
      const [job] = await database.db.select().from(jobs);
      expect(job).toMatchObject({ kind: "contact.mail", status: "done", attempts: 1 });
    });

    it("the background worker delivers as soon as a request is stored", async () => {
      const database = db();
      const smtp = await inbox.start();
      const env = testEnv({ SMTP_URL: smtp.url });
      const stop = jobsWorker(JOB_HANDLERS)({ database, env, log });
      try {
        await callAction(action, contactRequest(VALID), { database, env, log });
        const [mail] = await smtp.waitFor(1, 5_000);
        expect(mail!.headers["reply-to"]).toContain(VALID.email);
      } finally {
        await stop();
      }
      const [job] = await database.db.select().from(jobs);
      expect(job!.status).toBe("done");
    });

    it("with SMTP down the request is stored and accepted, and delivered when SMTP comes back", async () => {
      const database = db();
      // Find a free port, then leave it closed: connections are refused.
      const probe = await startSmtp();
      const port = probe.port;
      await probe.close();
      const env = testEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });

      const res = await callAction(action, contactRequest(VALID), { database, env, log });
      expect(res.body.status).toBe("success");
      expect(await database.db.select().from(contactMessages)).toHaveLength(1);

      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toEqual({
        done: 0,
        failed: 1,
      });
      const [pending] = await database.db.select().from(jobs);
      expect(pending).toMatchObject({ status: "pending", attempts: 1 });
      expect(pending!.lastError).toBeTruthy();
      expect(pending!.runAt.getTime()).toBeGreaterThan(Date.now());

      const smtp = await inbox.start(port);
      // Not retried before its back-off has elapsed…
      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toEqual({
        done: 0,
        failed: 0,
      });
      // …and delivered once it has.
      const later = new Date(Date.now() + 5 * 60_000);
      expect(await runDueJobs({ database, env, log }, JOB_HANDLERS, { now: later })).toEqual({
        done: 1,
        failed: 0,
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.headers["reply-to"]).toContain(VALID.email);
      const [done] = await database.db.select().from(jobs);
      expect(done).toMatchObject({ status: "done", attempts: 2, lastError: null });
    });

    it("answers 400 with Italian field errors and the typed values, storing nothing", async () => {
      const database = db();
      const env = testEnv({});
      const res = await callAction(
        action,
        contactRequest({
          name: "",
          email: "non-una-email",
          subject: "Spam",
          message: "corto",
          privacy: "",
        }),
        { database, env, log },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: "invalid",
        errors: {
          name: "Inserisci nome e cognome.",
          email: "Inserisci un indirizzo email valido (es. nome@esempio.it).",
          subject: "Seleziona l'oggetto del messaggio.",
          message: "Il messaggio deve contenere almeno 10 caratteri.",
        },
        values: { email: "non-una-email", message: "corto" },
      });
      expect(await database.db.select().from(contactMessages)).toHaveLength(0);
      expect(await database.db.select().from(jobs)).toHaveLength(0);
    });

    it("drops a honeypot submission silently: it looks like success and stores nothing", async () => {
      const database = db();
      const env = testEnv({});
      const res = await callAction(
        action,
        contactRequest({ ...VALID, "bot-field": "http://spam.example" }),
        {
          database,
          env,
          log,
        },
      );
      expect(res).toMatchObject({ status: 200, body: { status: "success" } });
      expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    });

    it("limits each address to 5 requests in 10 minutes", async () => {
      const database = db();
      const env = testEnv({});
      const deps = { database, env, log, clientIp: `10.0.0.${Math.floor(Math.random() * 200)}` };
      for (let i = 0; i < 5; i++) {
        expect((await callAction(action, contactRequest(VALID), deps)).status).toBe(200);
      }
      const res = await callAction(action, contactRequest(VALID), deps);
      expect(res.status).toBe(429);
      expect(String(res.body.message)).toMatch(/^Troppi tentativi\. Riprova tra/);
      expect(await database.db.select().from(contactMessages)).toHaveLength(5);
    });

    it("performs the three MailerLite calls of spec §7 server-side and records the outcome, retrying on failure", async () => {
      const database = db();
      const calls: Array<{ path: string; auth: string; body: Record<string, unknown> }> = [];
      let subscriberStatus = 500;
      const api = http.createServer((req, res) => {
        let raw = "";
        req.on("data", (c) => (raw += c));
        req.on("end", () => {
          calls.push({
            path: req.url ?? "",
            auth: req.headers.authorization ?? "",
            body: JSON.parse(raw),
          });
          const status = req.url === "/api/subscribers" ? subscriberStatus : 201;
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(
            JSON.stringify(status >= 400 ? { message: "Servizio non disponibile" } : { data: {} }),
          );
        });
      });
      await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
      try {
        const port = (api.address() as AddressInfo).port;
        const env = testEnv({
          MAILERLITE_TOKEN: "segreto-di-prova",
          MAILERLITE_GROUP: "123456",
          MAILERLITE_API_URL: `http://127.0.0.1:${port}/api`,
        });
        await callAction(action, contactRequest(VALID), { database, env, log });
        const [stored] = await database.db.select().from(contactMessages);
        expect(stored!.mailerliteStatus).toBe("in_attesa");

        // No SMTP configured: only the MailerLite job runs; it fails and is recorded.
        expect(await runDueJobs({ database, env, log }, JOB_HANDLERS)).toEqual({
          done: 0,
          failed: 1,
        });
        let [row] = await database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, stored!.id));
        expect(row!.mailerliteStatus).toBe("fallito");
        expect(row!.mailerliteError).toContain("500");

        subscriberStatus = 200;
        const later = new Date(Date.now() + 5 * 60_000);
        expect(await runDueJobs({ database, env, log }, JOB_HANDLERS, { now: later })).toEqual({
          done: 1,
          failed: 0,
        });
        [row] = await database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, stored!.id));
        expect(row!.mailerliteStatus).toBe("inviato");
        expect(row!.mailerliteError).toBeNull();

        expect(calls.slice(0, 3).map((c) => c.path)).toEqual([
          "/api/fields",
          "/api/fields",
          "/api/subscribers",
        ]);
        expect(calls[0]!.body).toEqual({ name: "subject", type: "text" });
        expect(calls[1]!.body).toEqual({ name: "message", type: "text" });
        expect(calls[2]!.body).toEqual({
          email: VALID.email,
          fields: { name: VALID.name, subject: VALID.subject, message: VALID.message },
          groups: ["123456"],
        });
        expect(calls.every((c) => c.auth === "Bearer segreto-di-prova")).toBe(true);
        // The e-mail job waits for SMTP to be configured; it is not lost.
        const mailJobs = await database.db.select().from(jobs).where(eq(jobs.kind, "contact.mail"));
        expect(mailJobs).toMatchObject([{ status: "pending", attempts: 0 }]);
      } finally {
        await new Promise((r) => api.close(r));
      }
    });
  },
  { fresh: "each" },
);

describe("contact form body", () => {
  it("refuses an oversized or non-form body without reading it into memory", async () => {
    const database = await createTestDatabase("pglite");
    try {
      const env = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });
      const huge = new Request("http://localhost/contatti", {
        method: "POST",
        body: new URLSearchParams({ ...VALID, message: "x".repeat(200_000) }),
      });
      expect((await callAction(action, huge, { database, env, log })).status).toBe(413);
      const json = new Request("http://localhost/contatti", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(VALID),
      });
      expect((await callAction(action, json, { database, env, log })).status).toBe(413);
      expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    } finally {
      await database.drop();
    }
  });
});
