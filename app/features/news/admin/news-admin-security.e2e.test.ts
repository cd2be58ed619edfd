// The staff's news screens under attack (unknown e-mails, scripts, other sites,
// no session, fake images), on a phone and without JavaScript, and on a second
// server whose reads fail and which limits sign-in attempts.
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPhonePage,
  expectOnlyH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  isShown,
  PHONE,
  type TrackedPage,
  visit,
} from "../../../../tests/support/browser";
import { startServer, type TestServer } from "../../../../tests/support/server";
import { ADMIN, attemptNames, staffServer } from "../../../../tests/support/fixtures";
import {
  ADMIN_MENU,
  LOGIN_ERROR,
  newsPublishForm as publishForm,
  sessionCookieOverHttp,
  submitSignIn,
} from "../../../../tests/support/staff";
import { expectUnchanged } from "../../../../tests/support/timing";
import { slugify } from "~/platform/slug";

const { it, server } = staffServer();

/** Each attempt titles its posts apart (a letter, so a slug's own "-2" is not mistaken for it). */
const nextRun = attemptNames("prova ");

/** Signs in over plain HTTP and returns the Cookie header of the new session. */
const sessionCookie = () => sessionCookieOverHttp(server.url, ADMIN);

describe("security", () => {
  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const post = (email: string) =>
      fetch(`${server.url}/admin/login`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "password-non-valida" }),
      });
    const unknown = await post("nessuno@poloformativo.test");
    const wrong = await post(ADMIN.email);
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.text()).toContain(LOGIN_ERROR);
    expect(await wrong.text()).toContain(LOGIN_ERROR);
  });

  it("stores no script: <script>, onerror= and javascript: never run on the public page", async ({
    openPage,
  }) => {
    const title = `Articolo con codice ostile (${nextRun()})`;
    const cookie = await sessionCookie();
    const form = new FormData();
    form.set("title", title);
    form.set("excerpt", "Verifica della pulizia del contenuto.");
    form.set(
      "content",
      [
        "<p>Testo innocuo.</p>",
        "<script>window.__xss = 'script'</script>",
        `<img src="/favicon.svg" alt="logo" onerror="window.__xss = 'onerror'">`,
        `<img src="/non-esiste.png" alt="rotta" onerror="window.__xss = 'onerror2'">`,
        `<p><a href="javascript:window.__xss = 'link'">Clicca qui</a></p>`,
      ].join(""),
    );
    form.set("image", "/favicon.svg");
    form.set("category", "altro");
    form.set("intent", "published");
    const res = await fetch(`${server.url}/admin/news/new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(res.status).toBe(200);

    const page = await openPage(DESKTOP);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Until the load event: the images have loaded or failed, so any onerror has run.
    await page.goto(`${server.url}/news/${slugify(title)}`, { waitUntil: "load" });
    await expectOnlyH1(page, title);
    const body = page.locator("article div", { has: page.getByText("Testo innocuo.") }).last();
    await expect(body.innerText()).resolves.toContain("Testo innocuo.");
    await expect(body.locator("script").count()).resolves.toBe(0);
    await expect(body.locator("[onerror]").count()).resolves.toBe(0);
    const href = await body.getByText("Clicca qui").getAttribute("href");
    expect(href ?? "").not.toMatch(/javascript:/i);
    await body.getByText("Clicca qui").click();
    // A javascript: link would run within a task of the click; nothing to wait for
    // when it (rightly) does not, so the page is watched for 300 ms.
    await expectUnchanged(
      async () => ({
        xss: await page.evaluate(() => (window as { __xss?: string }).__xss ?? null),
        dialogs,
      }),
      { xss: null, dialogs: [] },
      300,
    );
  });

  it("refuses a POST from another site with 403 and saves nothing", async () => {
    const cookie = await sessionCookie();
    const form = publishForm("Inviato da un altro sito");
    const res = await fetch(`${server.url}/admin/news/new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://sito-ostile.example" },
      body: form,
    });
    expect(res.status).toBe(403);
    const logout = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: "https://sito-ostile.example" },
    });
    expect(logout.status).toBe(403);
    const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).not.toContain("Inviato da un altro sito");
  });

  it("saving without a session answers 'User not authenticated' and saves nothing", async () => {
    const form = publishForm("Senza sessione");
    const res = await fetch(`${server.url}/admin/news/new`, {
      method: "POST",
      headers: { Origin: server.url },
      body: form,
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("User not authenticated");
    const cookie = await sessionCookie();
    const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(await dashboard.text()).not.toContain("Senza sessione");
  });

  it("refuses an upload that is not really an image", async () => {
    const cookie = await sessionCookie();
    const form = new FormData();
    form.set("intent", "upload-image");
    form.set("file", new File(["<script>alert(1)</script>"], "foto.png", { type: "image/png" }));
    const res = await fetch(`${server.url}/admin/news/new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    expect(res.status).toBe(400);
    const media = await fetch(`${server.url}/media/..%2F..%2Fpglite`);
    expect(media.status).toBe(404);
  });
});

describe("staff screens on a phone and without JavaScript", () => {
  it("dashboard and editor fit a phone and stay accessible", async ({ phonePage: page }) => {
    await page
      .context()
      .addCookies([
        { name: "staff_session", value: (await sessionCookie()).split("=")[1]!, url: server.url },
      ]);
    await page.goto(server.url + "/admin/dashboard");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(server.url + "/admin/news/new");
    await page.getByRole("group", { name: "Formattazione del contenuto" }).waitFor();
    await expectCleanPhonePage(page);
  });

  it("folds the staff menu on a phone: opened by keyboard or by tap, closed after a link", async ({
    phonePage: page,
    openPage,
  }) => {
    const value = (await sessionCookie()).split("=")[1]!;
    await page.context().addCookies([{ name: "staff_session", value, url: server.url }]);
    await visit(page, server.url + "/admin/dashboard");
    await expectOnlyH1(page, "Gestione news");
    const nav = page.getByRole("navigation", { name: "Area riservata" });
    const menu = nav.locator("summary");
    const links = nav.getByRole("link");
    const isOpen = () => nav.locator("details").evaluate((d: HTMLDetailsElement) => d.open);
    // Collapsed: one "Menu" button's height, no link shown.
    await expect(menu.innerText()).resolves.toBe("Menu");
    // In the document, but not rendered (and so not in the accessibility tree).
    await expect(isShown(nav.locator("a").first())).resolves.toBe(false);
    await expect(links.count()).resolves.toBe(0);
    expect((await nav.boundingBox())!.height).toBeLessThan(60);

    // By keyboard: Enter on the summary opens it, with every link in order.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(isOpen()).resolves.toBe(true);
    await expect(links.allInnerTexts()).resolves.toEqual(ADMIN_MENU);
    await expect(links.filter({ hasText: "Dashboard" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.keyboard.press("Enter");
    await expect(isOpen()).resolves.toBe(false);

    // By tap; following a link (a client navigation) folds the menu again.
    await menu.tap();
    await expect(isOpen()).resolves.toBe(true);
    await nav.getByRole("link", { name: "Corsi" }).tap();
    await expectOnlyH1(page, "Corsi");
    await expect.poll(isOpen).toBe(false);
    await expect(isShown(nav.locator("a", { hasText: "Corsi" }))).resolves.toBe(false);
    await menu.tap();
    await expect(
      nav.getByRole("link", { name: "Corsi" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    expect(page.consoleErrors).toEqual([]);

    // Without JavaScript the disclosure works all the same.
    const plain = await openPage({ ...PHONE, javaScriptEnabled: false });
    await plain.context().addCookies([{ name: "staff_session", value, url: server.url }]);
    await plain.goto(server.url + "/admin/dashboard");
    const plainNav = plain.getByRole("navigation", { name: "Area riservata" });
    await expect(plainNav.getByRole("link").count()).resolves.toBe(0);
    await plainNav.locator("summary").tap();
    await expect(plainNav.getByRole("link").count()).resolves.toBe(ADMIN_MENU.length);
  });

  it("works as plain HTML forms: 10-row textarea, comma tags, confirmation step", async ({
    openPage,
  }) => {
    const title = `Bozza scritta senza JavaScript (${nextRun()})`;
    const page = (await openPage({ ...DESKTOP, javaScriptEnabled: false })) as TrackedPage;
    await page.goto(server.url + "/admin/login");
    await submitSignIn(page, ADMIN);
    await page.waitForURL(server.url + "/admin/dashboard");
    await page.goto(server.url + "/admin/news/new");
    const content = page.getByLabel("Contenuto");
    await expect(content.evaluate((el) => el.tagName)).resolves.toBe("TEXTAREA");
    await expect(content.getAttribute("rows")).resolves.toBe("10");
    await expect(page.getByLabel("Riassunto").getAttribute("rows")).resolves.toBe("2");

    // A failed submission keeps what was typed and says what is missing.
    await page.getByLabel("Titolo", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Salva come bozza" }).click();
    await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(title);
    await expect(page.locator("#campo-excerpt-errore").innerText()).resolves.toBe(
      "Il riassunto è obbligatorio.",
    );

    await page.getByLabel("Riassunto").fill("Riassunto breve.");
    await content.fill("<p>Contenuto in HTML.</p>");
    await page.getByLabel("Indirizzo dell'immagine (URL)").fill("/favicon.svg");
    await page.getByLabel("Tag", { exact: true }).fill("Erasmus, STEM ,erasmus");
    await page.getByRole("button", { name: "Salva come bozza" }).click();
    await page.getByText("Articolo salvato con successo!").waitFor();
    await page.waitForURL(server.url + "/admin/dashboard", { timeout: 5_000 });

    await page.getByRole("link", { name: `Elimina: ${title}` }).click();
    const step = page.getByRole("region", { name: "Elimina articolo" });
    await expect(step.innerText()).resolves.toContain(
      "Sei sicuro di voler eliminare questo articolo?",
    );
    await step.getByRole("button", { name: "Sì, elimina" }).click();
    await page.getByText("Articolo eliminato.").waitFor();
    await expect(page.getByRole("heading", { name: title, exact: true }).count()).resolves.toBe(0);
  });
});

describe("a second server: read failures, the way back after sign-in, rate limit", () => {
  let fresh: TestServer;
  beforeAll(async () => {
    // The staff list and the post loader fail on this server (spec §8 admin errors).
    fresh = await startServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TEST_FAULTS: "news_posts",
    });
  });
  afterAll(async () => {
    await fresh?.stop();
  });

  it("returns to the page asked for, and shows the spec's errors when reads fail", async ({
    page,
  }) => {
    await page.goto(fresh.url + "/admin/news/new");
    await submitSignIn(page, ADMIN);
    await page.waitForURL(fresh.url + "/admin/news/new");
    await expectOnlyH1(page, "Nuovo articolo");

    await page.goto(fresh.url + "/admin/dashboard");
    await expect(page.getByRole("alert").innerText()).resolves.toBe(
      "Errore nel caricamento degli articoli. Riprova più tardi.",
    );
    await page.goto(fresh.url + "/admin/news/edit/00000000-0000-4000-8000-000000000000");
    await page.waitForURL(/\/admin\/dashboard\?avviso=articolo-non-trovato$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Errore nel caricamento dell'articolo" }).count(),
    ).resolves.toBe(1);
  });

  it("refuses the 6th wrong password in a row with 429 and says when to retry", async () => {
    const attempt = (password: string) =>
      fetch(`${fresh.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: fresh.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: ADMIN.email, password }),
      });
    for (let i = 0; i < 5; i++) {
      const res = await attempt(`sbagliata-${i}`);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain(LOGIN_ERROR);
    }
    const sixth = await attempt("sbagliata-5");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await sixth.text()).toContain("Troppi tentativi. Riprova tra 15 minuti.");
    // Even the right password waits now.
    expect((await attempt(ADMIN.password)).status).toBe(429);
  });
});
