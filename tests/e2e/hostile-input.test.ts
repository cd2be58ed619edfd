import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { NEWS_SEED } from "~/features/news/news-content";
import { contactMessages, enrolments, newsPosts } from "~/platform/db/schema";
import { visit } from "../support/browser";
import { startServer, type TestServer } from "../support/server";
import { it } from "../support/fixtures";

const ADMIN_EMAIL = "sicurezza@poloformativolucano.it";
const ADMIN_PASSWORD = "Verifica-Input-Ostili-2025";

// Each XSS payload, if it ever ran, would set window.__xss.
const XSS = [
  "<script>window.__xss=1</script>",
  '"><img src=x onerror="window.__xss=2">',
  "javascript:window.__xss=3",
  "<svg onload=window.__xss=4>",
  '\'><iframe srcdoc="<script>parent.__xss=5</script>">',
];
const SQLI = [
  "' OR '1'='1",
  "'; DROP TABLE news_posts; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)--",
  "%' UNION SELECT password_hash FROM users --",
];
const UNICODE = [
  "\u202Egnp.exe",
  "Zalgo z̸̡̛a̵̡l̷g̶o̸",
  "👩🏽‍🏫📚",
  "\uFEFF\u200B\u200D",
  "ﬁ ǅ İ ß",
  "A\u0000B",
];
const LONG = ["x".repeat(100_000), "è".repeat(20_000)];
const TRAVERSAL = [
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fpackage.json",
  "..%252f..%252fetc%252fpasswd",
  "....//....//etc/passwd",
  "%00",
  "con",
  ".env",
];
const CORPUS = [...XSS, ...SQLI, ...UNICODE, ...LONG, ...TRAVERSAL];

let server: TestServer;
let cookie = "";
let seededPosts = 0;
const tried = { requests: 0, resets: 0, fiveHundreds: [] as string[], leaks: [] as string[] };

function checkResponse(label: string, status: number, body: string) {
  tried.requests++;
  if (status >= 500) tried.fiveHundreds.push(`${label} → ${status}`);
  if (/\n\s+at [\w.<>]+ \(|node_modules\/|\/work\/|Error: .*\n\s+at /.test(body))
    tried.leaks.push(`${label}: stack or path in the body`);
  for (const payload of XSS) {
    // A payload with markup must never come back as markup; a javascript: URL is
    // harmless as text and dangerous only in a link or source attribute.
    const dangerous = payload.startsWith("javascript:")
      ? /\b(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(body)
      : body.includes(payload);
    if (dangerous) tried.leaks.push(`${label}: payload reflected unescaped: ${payload}`);
  }
}

async function send(label: string, url: string, init: RequestInit = {}) {
  let res: Response;
  try {
    res = await fetch(url, {
      redirect: "manual",
      ...init,
      headers: { Origin: server.url, ...(init.headers ?? {}) },
    });
  } catch (error) {
    // A server may refuse an oversized or malformed upload and close the connection
    // before the client has finished sending: the client sees a reset. That is a
    // refusal (nothing stored), not a failure; anything else is rethrown.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? "";
    if (init.method === "POST" && ["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"].includes(code)) {
      tried.requests++;
      tried.resets++;
      return { status: 413, body: "" };
    }
    throw error;
  }
  const body = await res.text();
  checkResponse(label, res.status, body);
  return { status: res.status, body };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  const login = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  seededPosts = NEWS_SEED.length;
});
afterAll(async () => {
  await server?.stop();
});

// Each test sends hundreds of requests (the forms test about 200, with three 25 MB
// bodies; the last one loads about 25 pages in a row): alone on a 2-core machine
// they take 25-50 s each, beside the rest of the suite more than a minute. And
// none of them is retried: they share the file's server, and the forms test
// stops and restarts it, so a second attempt would race the first one's body,
// which goes on after its time is up (a refused connection in the next test).
describe("hostile input", { retry: 0, timeout: 180_000 }, () => {
  it("route parameters and query strings: never a 5xx, a stack trace or a reflected script", async () => {
    for (const raw of CORPUS) {
      const p = encodeURIComponent(raw).slice(0, 4000);
      const q = raw.slice(0, 4000);
      for (const path of [
        `/corsi/${p}`,
        `/corsi/${p}/scheda.pdf`,
        `/news/${p}`,
        `/media/${p}`,
        `/${p}`,
        `/corsi?filter=${encodeURIComponent(q)}&q=${encodeURIComponent(q)}&tag=${encodeURIComponent(q)}&view=${encodeURIComponent(q)}`,
        `/news?categoria=${encodeURIComponent(q)}`,
        `/prezzi?from=${encodeURIComponent(q)}`,
        `/prezzi-studenti?from=${encodeURIComponent(q)}`,
        `/admin/login?redirectTo=${encodeURIComponent(q)}`,
      ]) {
        await send(`GET ${path.slice(0, 80)}`, server.url + path);
      }
      for (const path of [
        `/admin/news/edit/${p}`,
        `/admin/messaggi/${p}`,
        `/admin/iscrizioni/${p}`,
        `/admin/iscrizioni/${p}/ricevuta`,
        `/admin/news/preview/${p}`,
      ]) {
        await send(`GET(staff) ${path.slice(0, 80)}`, server.url + path, { headers: { cookie } });
      }
    }
    // Raw traversal attempts that fetch() would normalise away.
    for (const raw of [
      "/media/..%2F..%2Fpackage.json",
      "/media/%2e%2e/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      "/corsi/..%5c..%5cpackage.json",
    ]) {
      const { status, body } = await send(`GET ${raw}`, server.url + raw);
      // Refused, or sent back to the catalogue: never the file.
      expect(status, raw).toBeGreaterThanOrEqual(300);
      expect(body).not.toContain('"name": "scuola-formazione-potenza"');
    }
    expect(tried.fiveHundreds).toEqual([]);
    expect(tried.leaks).toEqual([]);
  });

  it("forms: hostile fields are refused or stored verbatim, never a 5xx", async ({ annotate }) => {
    const ip = () =>
      `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;
    let acknowledgedContacts = 0;
    for (const raw of CORPUS) {
      for (const field of ["name", "email", "subject", "message"]) {
        const fields: Record<string, string> = {
          name: "Anna Verdi",
          email: "anna.verdi@example.org",
          subject: "Altro",
          message: "Vorrei ricevere informazioni sui vostri corsi.",
          privacy: "on",
        };
        fields[field] = raw;
        const { status } = await send(`POST /contatti ${field}`, `${server.url}/contatti`, {
          method: "POST",
          headers: { "X-Forwarded-For": ip() },
          body: new URLSearchParams(fields),
        });
        expect([200, 400, 413], `contatti ${field}=${raw.slice(0, 30)}`).toContain(status);
        if (status === 200) acknowledgedContacts++;
      }
      const form = new FormData();
      const reg: Record<string, string> = {
        "form-name": "cedils-registration",
        "bot-field": "",
        fullName: raw,
        fiscalCode: raw.slice(0, 200),
        email: "mario@example.org",
        phone: raw.slice(0, 200),
        address: raw,
        city: "Potenza",
        schoolType: raw.slice(0, 200),
        laureaType: "Magistrale",
        laureaIn: raw,
        isAnilsMember: "No",
        privacy: "on",
      };
      for (const [k, v] of Object.entries(reg)) form.append(k, v);
      form.append(
        "paymentReceipt",
        new File([Buffer.from("%PDF-1.4\n")], raw.slice(0, 200) || "x.pdf", {
          type: "application/pdf",
        }),
      );
      const { status } = await send("POST /iscrizione-cedils", `${server.url}/iscrizione-cedils`, {
        method: "POST",
        headers: { "X-Forwarded-For": ip() },
        body: form,
      });
      expect([400, 413], `registration ${raw.slice(0, 30)}`).toContain(status);
      const login = await send("POST /admin/login", `${server.url}/admin/login`, {
        method: "POST",
        headers: { "X-Forwarded-For": ip() },
        body: new URLSearchParams({ email: raw, password: raw }),
      });
      expect([400, 401, 429]).toContain(login.status);
      const editor = new FormData();
      for (const [k, v] of Object.entries({
        title: raw,
        excerpt: raw,
        content: raw,
        image: raw,
        category: raw,
        intent: raw,
      }))
        editor.append(k, v);
      const saved = await send("POST /admin/news/new", `${server.url}/admin/news/new`, {
        method: "POST",
        headers: { cookie },
        body: editor,
      });
      expect([400, 413], `editor ${raw.slice(0, 30)}`).toContain(saved.status);
    }
    // Malformed, truncated and oversized bodies.
    const boundary = "----confine";
    const malformed = [
      {
        label: "truncated multipart",
        type: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nMario`,
      },
      { label: "multipart without boundary", type: "multipart/form-data", body: "abc" },
      {
        label: "wrong boundary",
        type: `multipart/form-data; boundary=altro`,
        body: `--${boundary}--\r\n`,
      },
      { label: "json body", type: "application/json", body: '{"fullName":"x"}' },
      {
        label: "binary garbage",
        type: "application/octet-stream",
        body: "\u0000\u0001\u0002".repeat(1000),
      },
    ];
    for (const target of ["/iscrizione-cedils", "/contatti", "/admin/login"]) {
      for (const m of malformed) {
        const { status } = await send(`POST ${target} ${m.label}`, server.url + target, {
          method: "POST",
          headers: { "Content-Type": m.type },
          body: m.body,
        });
        expect(status, `${target} ${m.label}`).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      // The server may answer 413 and close the connection before the upload ends:
      // the client then sees a reset, which is a refusal too.
      const huge = await send(`POST ${target} 25 MB`, server.url + target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip() },
        body: "message=" + "a".repeat(25 * 1024 * 1024),
      });
      expect(huge.status, `${target} oversized`).toBeGreaterThanOrEqual(400);
      expect(huge.status).toBeLessThan(500);
    }
    // Wrong methods.
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      for (const path of ["/", "/corsi", "/news/corso-cedils-2025", "/contatti", "/sitemap.xml"]) {
        const { status } = await send(`${method} ${path}`, server.url + path, { method });
        expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
    }
    expect(tried.fiveHundreds).toEqual([]);
    expect(tried.leaks).toEqual([]);

    // Nothing incorrect stored: only the acknowledged contact requests, no enrolment, no new post.
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const [contacts] = await database.db.select({ n: count() }).from(contactMessages);
      const [regs] = await database.db.select({ n: count() }).from(enrolments);
      const [posts] = await database.db.select({ n: count() }).from(newsPosts);
      expect(contacts!.n).toBe(acknowledgedContacts);
      expect(regs!.n).toBe(0);
      expect(posts!.n).toBe(seededPosts);
    } finally {
      await database.close();
    }
    server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, DATA_DIR: server.dataDir });
    await annotate(
      `Input ostili: ${tried.requests} richieste, 5xx ${tried.fiveHundreds.length}, fughe ${tried.leaks.length}`,
    );
  });

  it("stored hostile text never runs in the staff pages or public pages", async ({ openPage }) => {
    const login = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      redirect: "manual",
    });
    cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const page = await openPage();
    const [name, value] = cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: server.url }]);
    await visit(page, `${server.url}/admin/messaggi`);
    const links = await page
      .locator("main a[href^='/admin/messaggi/']")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links.slice(0, 15)) {
      await visit(page, href);
      await expect(
        page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).resolves.toBeUndefined();
    }
    for (const raw of XSS) {
      await visit(page, `${server.url}/corsi?q=${encodeURIComponent(raw)}`);
      await visit(page, `${server.url}/news?categoria=${encodeURIComponent(raw)}`);
      await expect(
        page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).resolves.toBeUndefined();
    }
  });
});
