import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { aContactRequest, aRegistration, registrationForm } from "../support/builders";

const ADMIN_EMAIL = "direzione@poloformativolucano.it";
const ADMIN_PASSWORD = "Segreta-di-prova-2025!";
const WRONG_PASSWORD = "Tentativo-Sbagliato-77";
const FISCAL_CODE = "RSSMRA85T10A562S";
const SMTP_PASSWORD = "smtp-pass-segreta-91";
const MAILERLITE_TOKEN = "ml-token-segreto-4242";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Unreachable on purpose: the values must never leak, whatever happens to mail.
    SMTP_URL: `smtp://utente:${SMTP_PASSWORD}@127.0.0.1:1`,
    MAIL_TO: "segreteria@example.org",
    MAILERLITE_TOKEN,
    MAILERLITE_API_URL: "http://127.0.0.1:1/api",
  });
});
afterAll(async () => {
  await server?.stop();
});

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(full) : [full];
  });
}

describe("no secret leaves the server", () => {
  it("the built client assets hold no secret, server path or environment value", () => {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    const files = listFiles(clientDir).filter((f) => /\.(js|css|html|json|svg|txt|map)$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    const forbidden = [
      process.cwd(),
      "/work/",
      "/root/",
      server.dataDir,
      "postgres://",
      "postgresql://",
      "smtp://",
      "process.env",
      "DATABASE_URL",
      "SESSION_SECRET",
      "ADMIN_PASSWORD",
      "MAILERLITE_TOKEN",
      "password_hash",
      "passwordHash",
      "BEGIN PRIVATE KEY",
      "drizzle-orm",
      "@electric-sql/pglite",
      "nodemailer",
    ];
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const needle of forbidden)
        if (text.includes(needle)) found.push(`${path.relative(clientDir, file)}: ${needle}`);
    }
    expect(found).toEqual([]);
  });

  it("logs hold no password, fiscal code, session id or token, after sign-ins and submissions", async () => {
    const origin = { Origin: server.url };
    const wrong = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: origin,
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: WRONG_PASSWORD }),
      redirect: "manual",
    });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: origin,
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      redirect: "manual",
    });
    expect(ok.status).toBe(302);
    const setCookie = ok.headers.get("set-cookie") ?? "";
    const token = setCookie.match(/=([^;]+)/)?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);
    const dashboard = await fetch(`${server.url}/admin/dashboard`, {
      headers: { cookie: `${setCookie.split(";")[0]}` },
    });
    expect(dashboard.status).toBe(200);

    const form = registrationForm(aRegistration({ fiscalCode: FISCAL_CODE }), {
      bytes: Buffer.from("%PDF-1.4\n%ricevuta\n"),
      name: "ricevuta.pdf",
      type: "application/pdf",
    });
    const registration = await fetch(`${server.url}/iscrizione-cedils`, {
      method: "POST",
      headers: origin,
      body: form,
    });
    expect(registration.status).toBe(200);
    const contact = await fetch(`${server.url}/contatti`, {
      method: "POST",
      headers: origin,
      body: new URLSearchParams(
        aContactRequest({
          name: "Lucia Bianchi",
          email: "lucia@example.org",
          subject: "Altro",
          message: `Il mio codice fiscale è ${FISCAL_CODE}, ma non dovrebbe finire nei log.`,
        }),
      ),
    });
    expect(contact.status).toBe(200);

    // Wait for the outbox worker's first attempt at each job, which fails and is
    // logged (SMTP and MailerLite point at a closed port): the lines most likely to leak.
    const failedJobs = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"job failed"'))
        .map((line) => (JSON.parse(line) as { kind: string }).kind);
    await expect
      .poll(failedJobs, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          "cedils.mail-school",
          "cedils.mail-enrollee",
          "contact.mail",
          "contact.mailerlite",
        ]),
      );
    const logs = server.output();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      ADMIN_PASSWORD,
      WRONG_PASSWORD,
      FISCAL_CODE,
      token,
      SMTP_PASSWORD,
      MAILERLITE_TOKEN,
    ]) {
      expect(logs, `log contains ${secret}`).not.toContain(secret);
    }
  });
});
