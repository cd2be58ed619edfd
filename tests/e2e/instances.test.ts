import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blackPng } from "../support/images";
import { createEmptyPostgresDatabase } from "../support/db";
import { RECEIPT_PDF, aRegistration, registrationForm } from "../support/builders";
import { startServer, type TestServer } from "../support/server";
import { postNewsOverHttp } from "../support/staff";

const ADMIN_EMAIL = "redazione@poloformativolucano.it";
const ADMIN_PASSWORD = "Redazione-Condivisa-2025";

// Two servers on one PostgreSQL, as behind a load balancer.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const db = await createEmptyPostgresDatabase();
    drop = db.drop;
    const env = { DATABASE_URL: db.url, ADMIN_EMAIL, ADMIN_PASSWORD };
    // Started together: migrations run once under the advisory lock.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  async function signIn(server: TestServer, password: string, ip: string) {
    return fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { Origin: server.url, "X-Forwarded-For": ip },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password }),
      redirect: "manual",
    });
  }

  it("a staff session opened on one instance is valid on the other, and signing out ends it on both", async () => {
    const res = await signIn(a, ADMIN_PASSWORD, "10.1.0.1");
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    const onB = await fetch(`${b.url}/admin/dashboard`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Nuovo articolo");
    const logout = await fetch(`${b.url}/admin/logout`, {
      method: "POST",
      headers: { cookie, Origin: b.url },
      redirect: "manual",
    });
    expect(logout.status).toBeLessThan(400);
    const onA = await fetch(`${a.url}/admin/dashboard`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(onA.status).toBe(302);
    expect(onA.headers.get("location")).toMatch(/^\/admin\/login/);
  });

  it("a post published through one instance is visible through the other within 2 seconds", async () => {
    const title = `Giornata di orientamento ${Date.now()}`;
    // Warm B's page cache first, so a stale copy would show.
    expect(await (await fetch(`${b.url}/news`)).text()).not.toContain(title);
    const login = await signIn(a, ADMIN_PASSWORD, "10.3.0.1");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title,
      excerpt: "Porte aperte per studenti e famiglie nella nostra sede di Potenza.",
      content: "<p>Vi aspettiamo per conoscere i corsi e i laboratori.</p>",
      image: "https://www.example.org/orientamento.jpg",
      category: "eventi",
      intent: "published",
    })) {
      form.append(k, v);
    }
    const saved = await fetch(`${a.url}/admin/news/new`, {
      method: "POST",
      headers: { cookie, Origin: a.url },
      body: form,
    });
    expect(saved.status).toBe(200);
    // B hears of the change by NOTIFY on commit (decision 055): within 2 s.
    const page = async (path: string) => (await fetch(b.url + path)).text();
    await expect.poll(() => page("/news"), { timeout: 2_000, interval: 20 }).toContain(title);
    expect(await page("/")).toContain(title);
  });
  it("two people saving the same post through different instances: the later save is refused and names who saved first", async () => {
    const cookieA = (await signIn(a, ADMIN_PASSWORD, "10.5.0.1")).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const cookieB = (await signIn(b, ADMIN_PASSWORD, "10.5.0.2")).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const title = `Corso di dizione ${Date.now()}`;
    const post = (changes: Record<string, string>, openedVersion?: string) => {
      const form = new FormData();
      const fields = {
        title,
        excerpt: "Un laboratorio di voce e dizione per docenti di ogni ordine e grado.",
        content: "<p>Otto incontri in presenza nella sede di Potenza.</p>",
        image: "https://www.example.org/dizione.jpg",
        category: "formazione",
        intent: "published",
        ...changes,
        ...(openedVersion ? { openedVersion } : {}),
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return form;
    };
    const created = await fetch(`${a.url}/admin/news/new`, {
      method: "POST",
      headers: { cookie: cookieA, Origin: a.url },
      body: post({}),
      redirect: "manual",
    });
    expect(created.status).toBe(200);
    const dashboard = await (
      await fetch(`${a.url}/admin/dashboard`, { headers: { cookie: cookieA } })
    ).text();
    const id = dashboard.match(/href="\/admin\/news\/edit\/([0-9a-f-]{36})"/)![1]!;
    const openedVersionOn = async (server: TestServer, cookie: string) => {
      const html = await (
        await fetch(`${server.url}/admin/news/edit/${id}`, { headers: { cookie } })
      ).text();
      return html.match(/name="openedVersion" value="([^"]+)"/)![1]!;
    };
    // Both open the editor on the same version, one on each instance.
    const openedOnA = await openedVersionOn(a, cookieA);
    const openedOnB = await openedVersionOn(b, cookieB);
    expect(openedOnB).toBe(openedOnA);
    const first = await fetch(`${b.url}/admin/news/edit/${id}`, {
      method: "POST",
      headers: { cookie: cookieB, Origin: b.url },
      body: post({ excerpt: "Versione salvata per prima, dall'istanza B." }, openedOnB),
    });
    expect(first.status).toBe(200);
    const second = await fetch(`${a.url}/admin/news/edit/${id}`, {
      method: "POST",
      headers: { cookie: cookieA, Origin: a.url },
      body: post({ excerpt: "Versione salvata per seconda, dall'istanza A." }, openedOnA),
    });
    expect(second.status).toBe(409);
    const refused = await second.text();
    expect(refused).toContain("Versione salvata per seconda, dall&#x27;istanza A.");
    expect(refused).toMatch(/modificat[oa] da [^<]+ (il|alle)/);
    const article = await (
      await fetch(`${b.url}/admin/news/edit/${id}`, { headers: { cookie: cookieB } })
    ).text();
    expect(article).toContain("Versione salvata per prima, dall&#x27;istanza B.");
  });
  it("a call's deadline moved through one instance shows through the other within 2 seconds", async () => {
    const statusOn = async (server: TestServer) =>
      [
        ...(await (await fetch(`${server.url}/move-2025`)).text()).matchAll(
          /data-call-status="(\w+)"/g,
        ),
      ].map((m) => m[1]);
    // MOVE 2025 closed in 2025; B's page cache holds the closed page.
    expect(await statusOn(b)).toEqual(["closed"]);
    expect(await statusOn(b)).toEqual(["closed"]);
    const login = await signIn(a, ADMIN_PASSWORD, "10.4.0.1");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const list = await (await fetch(`${a.url}/admin/bandi`, { headers: { cookie } })).text();
    const link = list.match(/<a[^>]*aria-label="Modifica: MOVE 2025"[^>]*>/)![0];
    const id = link.match(/href="\/admin\/bandi\/([0-9a-f-]{36})"/)![1];
    const saved = await fetch(`${a.url}/admin/bandi/${id}`, {
      method: "POST",
      headers: { cookie, Origin: a.url },
      body: new URLSearchParams({
        title: "MOVE 2025",
        deadlineDate: "2099-10-09",
        deadlineTime: "13:00",
        officialUrl: "https://move2025.regione.basilicata.it/",
        onHome: "on",
        position: "2",
        cardTitle: "MOVE 2025 – Mobilità linguistica",
        cardDescription: "Due settimane di studio all'estero con 60 ore di lingua.",
        cardButton: "Candidati con noi",
        cardClosedButton: "Vai al sito del bando",
        cardLink: "https://move2025.regione.basilicata.it/",
        cardTheme: "cielo",
      }),
    });
    expect(saved.status).toBe(200);
    await expect.poll(() => statusOn(b), { timeout: 2_000, interval: 20 }).toEqual(["open"]);
    expect(await (await fetch(`${b.url}/`)).text()).toContain("Scadenza: 9 ottobre 2099");
  });
  // Files live in the database (decision 040), not in one instance's DATA_DIR.
  it("an image uploaded through one instance is served by the other, with the same caching", async () => {
    const login = await signIn(a, ADMIN_PASSWORD, "10.5.0.1");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    // A real (tiny) PNG: every upload passes the image check, which reads its header.
    const png = Buffer.from(blackPng(4));
    const form = new FormData();
    form.append("intent", "upload-image");
    form.append("file", new File([png], "lavagna.png", { type: "image/png" }));
    const uploaded = await fetch(`${a.url}/admin/news/new.data`, {
      method: "POST",
      headers: { cookie, Origin: a.url },
      body: form,
    });
    const url = (await uploaded.text()).match(/\/media\/[0-9a-f-]{36}\.png/)![0];
    const onB = await fetch(`${b.url}${url}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("image/png");
    expect(onB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(png);
    const etag = onB.headers.get("etag")!;
    const revalidated = await fetch(`${a.url}${url}`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("a receipt sent with a registration to one instance opens for staff on the other, and its erasure through one is seen on both", async () => {
    const sent = await fetch(`${a.url}/iscrizione-cedils`, {
      method: "POST",
      headers: { Origin: a.url, "X-Forwarded-For": "10.6.0.1" },
      body: registrationForm(aRegistration({ fullName: "Lucia Santoro" })),
    });
    expect(sent.status).toBe(200);
    const login = await signIn(b, ADMIN_PASSWORD, "10.6.0.2");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const list = await (await fetch(`${b.url}/admin/iscrizioni`, { headers: { cookie } })).text();
    // The one list links the registration's participant page (decision 049).
    const participant = list.match(
      /\/admin\/corsi\/[0-9a-f-]{36}\/edizioni\/[0-9a-f-]{36}\/iscritti\/[0-9a-f-]{36}/,
    )![0];
    const id = participant.split("/").pop()!;
    const receipt = await fetch(`${b.url}${participant}/ricevuta`, {
      headers: { cookie },
    });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer())).toEqual(Buffer.from(RECEIPT_PDF));

    // Erased on request through A (after its confirmation page): gone on B, receipt included.
    const cookieA = (await signIn(a, ADMIN_PASSWORD, "10.6.0.3")).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const confirm = await fetch(`${a.url}${participant}?cancella=1`, {
      headers: { cookie: cookieA },
    });
    expect(await confirm.text()).toContain("Sì, elimina");
    const erased = await fetch(`${a.url}${participant}?cancella=1`, {
      method: "POST",
      headers: { cookie: cookieA, Origin: a.url },
      body: new URLSearchParams({ intent: "delete", id }),
      redirect: "manual",
    });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe(
      `${participant.replace(/\/iscritti\/.*$/, "")}?avviso=cancellata`,
    );
    const detailOnB = await fetch(`${b.url}${participant}`, { headers: { cookie } });
    expect(detailOnB.status).toBe(404);
    const receiptOnB = await fetch(`${b.url}${participant}/ricevuta`, {
      headers: { cookie },
    });
    expect(receiptOnB.status).toBe(404);
    // The registration's old address finds nothing either.
    const oldOnB = await fetch(`${b.url}/admin/iscrizioni/${id}`, { headers: { cookie } });
    expect(oldOnB.status).toBe(404);
    const listOnB = await (
      await fetch(`${b.url}/admin/iscrizioni`, { headers: { cookie } })
    ).text();
    expect(listOnB).not.toContain("Lucia Santoro");
    const history = await (await fetch(`${b.url}/admin/registro`, { headers: { cookie } })).text();
    expect(history).toMatch(/Iscrizione CED-\d{4}-\d{4} cancellata, con i file allegati/);
    expect(history).not.toContain("Lucia Santoro");
  });

  it("the news feed of one instance lists a post published through the other at once", async () => {
    const title = `Laboratorio di robotica ${Date.now()}`;
    expect(await (await fetch(`${b.url}/news/rss.xml`)).text()).not.toContain(title);
    const login = await signIn(a, ADMIN_PASSWORD, "10.7.0.1");
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const saved = await postNewsOverHttp(a.url, cookie, { title, intent: "published" });
    expect(saved.status).toBe(200);
    expect(await (await fetch(`${b.url}/news/rss.xml`)).text()).toContain(title);
  });

  it("the sign-in rate limit counts failures across both instances", async () => {
    const ip = "10.2.0.7";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn(i % 2 ? a : b, "sbagliata-davvero-1", ip)).status);
    // Wrong password: refused (401), the same on both instances.
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixthOnA = await signIn(a, "sbagliata-davvero-1", ip);
    expect(sixthOnA.status).toBe(429);
    const seventhOnB = await signIn(b, ADMIN_PASSWORD, ip);
    expect(seventhOnB.status).toBe(429);
  });
});
