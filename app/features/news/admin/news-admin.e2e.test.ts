import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPhonePage,
  expectH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  isShown,
  openDialog,
  PHONE,
  type TrackedPage,
  visit,
} from "../../../../tests/support/browser";
import { startServer, type TestServer } from "../../../../tests/support/server";
import { ADMIN, attemptNames, staffServer } from "../../../../tests/support/fixtures";
import { publicHtml } from "../../../../tests/support/http";
import { ADMIN_MENU, submitSignIn } from "../../../../tests/support/staff";
import { expectUnchanged } from "../../../../tests/support/timing";
import { slugify } from "~/platform/slug";

const LOGIN_ERROR = "Errore durante il login. Verifica le tue credenziali.";

const { it, server } = staffServer();

/** Each attempt titles its posts apart (a letter, so a slug's own "-2" is not mistaken for it). */
const nextRun = attemptNames("prova ");

/** Waits for the page's one h1 to read `text`. */
async function expectOnlyH1(page: Page, text: string) {
  await expectH1(page, text);
  await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
}

/** Signs in over plain HTTP and returns the Cookie header of the new session. */
async function sessionCookie(): Promise<string> {
  const res = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(res.status).toBe(302);
  const setCookie = res.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  return setCookie.split(";")[0]!;
}

/** The editor's form for publishing a minimal post titled `title`. */
function publishForm(title: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title,
    excerpt: "x",
    content: "<p>x</p>",
    image: "/favicon.svg",
    category: "altro",
    intent: "published",
  })) {
    form.set(name, value);
  }
  return form;
}

async function pngFile(): Promise<Buffer> {
  return sharp({
    create: { width: 160, height: 90, channels: 3, background: "#1e40af" },
  })
    .png()
    .toBuffer();
}

describe("staff journey (issue 5)", () => {
  it("signs in, writes a draft, publishes, corrects, deletes and signs out", async ({
    page,
    openPage,
  }) => {
    const run = nextRun();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    // Anonymous: every admin page sends to the login first, remembering where we were going.
    await page.goto(server.url + "/admin/news/new");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/news/new");
    await page.goto(server.url + "/admin/dashboard");
    expect(page.url()).toBe(`${server.url}/admin/login?redirectTo=%2Fadmin%2Fdashboard`);
    await expectNoAxeViolations(page);

    // Wrong password first: the one message of spec §8.
    await submitSignIn(page, { email: ADMIN.email, password: "password-sbagliata" });
    await expect(page.getByRole("alert").innerText()).resolves.toBe(LOGIN_ERROR);
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Accedi" }).click();
    await page.waitForURL(server.url + "/admin/dashboard");
    const cookie = (await page.context().cookies()).find((c) => c.name === "staff_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectOnlyH1(page, "Gestione news");
    const adminNav = page.getByRole("navigation", { name: "Area riservata" });
    await expect(adminNav.getByRole("link").allInnerTexts()).resolves.toEqual(ADMIN_MENU);
    await expectNoAxeViolations(page);

    // Already signed in: the login page goes straight to the dashboard.
    await page.goto(server.url + "/admin/login");
    await page.waitForURL(server.url + "/admin/dashboard");

    // A new draft with tags, written in the rich-text editor, with an uploaded cover.
    await page.getByRole("link", { name: "Nuovo articolo" }).last().click();
    await page.waitForURL(server.url + "/admin/news/new");
    await expectOnlyH1(page, "Nuovo articolo");
    // The rich-text editor replaces the textarea once it has loaded.
    await page.getByRole("group", { name: "Formattazione del contenuto" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Contenuto" });
    await expectNoAxeViolations(page);
    const title = `Settimana della robotica educativa a Potenza (${run})`;
    const slug = `settimana-della-robotica-educativa-a-potenza-${run.replace(" ", "-")}`;
    await page.getByLabel("Titolo", { exact: true }).fill(title);
    await page.getByLabel("Riassunto").fill("Cinque giorni di laboratori aperti per docenti.");
    await editor.click();
    await page.keyboard.type("Il programma completo delle giornate.");
    await page.getByRole("button", { name: "Grassetto" }).click();
    await page.keyboard.type(" Iscrizioni gratuite.");
    await page.getByLabel("Oppure carica un'immagine dal dispositivo").setInputFiles({
      name: "copertina.png",
      mimeType: "image/png",
      buffer: await pngFile(),
    });
    await page.getByLabel("Categoria").selectOption("eventi");
    const tagInput = page.getByLabel("Tag", { exact: true });
    for (const tag of ["  Robotica ", "STEM", "robotica", "   "]) {
      await tagInput.fill(tag);
      await tagInput.press("Enter");
      await expect(tagInput.inputValue()).resolves.toBe("");
    }
    const chips = page.getByRole("list", { name: "Tag inseriti" }).getByRole("listitem");
    await expect(chips.allInnerTexts()).resolves.toEqual(["robotica", "stem"]);
    await page.getByRole("button", { name: "Rimuovi il tag stem" }).click();
    await tagInput.fill("Coding");
    await tagInput.press("Enter");
    await expect(chips.allInnerTexts()).resolves.toEqual(["robotica", "coding"]);
    // Enter in the tags input added a tag; it did not submit the form.
    expect(new URL(page.url()).pathname).toBe("/admin/news/new");

    // Spec §4: the success message shows, then the dashboard opens after 1.5 s.
    // Timed inside the page, where a busy test machine cannot delay the reading:
    // when the message enters the document, and when the dashboard replaces it.
    await page.evaluate(() => {
      const timing: { shown?: number; left?: number } = {};
      (window as unknown as { __timing: typeof timing }).__timing = timing;
      new MutationObserver(() => {
        const now = performance.now();
        if (timing.shown === undefined && document.body.innerText.includes("Articolo salvato")) {
          timing.shown = now;
        }
        if (timing.left === undefined && location.pathname === "/admin/dashboard") {
          timing.left = now;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("button", { name: "Salva come bozza" }).click();
    await page
      .getByText("Articolo salvato con successo! Verrai reindirizzato alla dashboard...")
      .waitFor();
    await page.waitForURL(server.url + "/admin/dashboard");
    // The address changes before React draws the dashboard: wait for the drawing.
    const readTiming = () =>
      page.evaluate(
        () => (window as unknown as { __timing: { shown?: number; left?: number } }).__timing,
      );
    await expect.poll(async () => (await readTiming()).left).toBeDefined();
    const timing = await readTiming();
    expect(timing.shown).toBeDefined();
    expect(timing.left! - timing.shown!).toBeGreaterThanOrEqual(1_450);

    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await expect(row.innerText()).resolves.toContain("Bozza");
    await expect(row.innerText()).resolves.toContain("Categoria: Eventi");
    // Not public yet.
    expect(await publicHtml(server, "/news")).not.toContain(title);
    await expect(
      (
        await fetch(`${server.url}/news/${slug}`, {
          redirect: "manual",
        })
      ).status,
    ).toBe(302);

    // The filter is in the URL.
    const filter = async (name: string, url: string) => {
      await page.getByRole("link", { name, exact: true }).click();
      await page.waitForURL(server.url + url);
      await page
        .locator('nav[aria-label="Filtra per stato"] a[aria-current="page"]', { hasText: name })
        .waitFor();
    };
    await filter("Bozze", "/admin/dashboard?stato=bozze");
    await expect(page.getByRole("heading", { name: title, exact: true }).count()).resolves.toBe(1);
    const drafts = await page
      .getByRole("list", { name: "Articoli" })
      .getByRole("heading")
      .allInnerTexts();
    await filter("Pubblicati", "/admin/dashboard?stato=pubblicati");
    const publishedTitles = await page
      .getByRole("list", { name: "Articoli" })
      .getByRole("heading")
      .allInnerTexts();
    expect(publishedTitles).not.toContain(title);
    expect(publishedTitles.some((t) => drafts.includes(t))).toBe(false);
    await filter("Tutti", "/admin/dashboard");

    // Anteprima: the draft as visitors will see it, for staff only.
    await page.getByRole("link", { name: `Anteprima: ${title}` }).click();
    await expectOnlyH1(page, title);
    await expect(page.locator("article strong").innerText()).resolves.toMatch(
      /^\s*Iscrizioni gratuite\.$/,
    );
    await expect(page.locator("article li").allInnerTexts()).resolves.toEqual([
      "#robotica",
      "#coding",
    ]);
    const cover = page.getByRole("img", { name: `Illustrazione dell'articolo: ${title}` });
    const coverSrc = (await cover.getAttribute("src"))!;
    expect(coverSrc).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    await expect(
      cover.evaluate((img: HTMLImageElement) =>
        img.complete
          ? img.naturalWidth
          : new Promise<number>((resolve) => (img.onload = () => resolve(img.naturalWidth))),
      ),
    ).resolves.toBe(160);
    const previewUrl = page.url();
    const anonymousPreview = await fetch(previewUrl, { redirect: "manual" });
    expect(anonymousPreview.status).toBe(302);

    // Edit and publish: the slug stays the one of the first title.
    await page.getByRole("link", { name: "Torna all'editor" }).click();
    await expectOnlyH1(page, "Modifica articolo");
    await page.getByRole("group", { name: "Formattazione del contenuto" }).waitFor();
    await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(title);
    const newTitle = `Settimana della robotica educativa: il programma (${run})`;
    await page.getByLabel("Titolo", { exact: true }).fill(newTitle);
    await page.getByRole("button", { name: "Pubblica" }).click();
    await expect(page.getByRole("status").last().innerText()).resolves.toContain(
      "Articolo salvato con successo!",
    );
    await page.waitForURL(server.url + "/admin/dashboard");
    const published = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: newTitle, exact: true }) });
    await expect(published.innerText()).resolves.toContain("Pubblicato");

    expect(await publicHtml(server, "/news")).toContain(newTitle);
    const home = await openPage(DESKTOP);
    await home.goto(server.url + "/");
    await expect(
      home.getByRole("region", { name: "Breaking News" }).getByRole("link").first().innerText(),
    ).resolves.toBe(newTitle);
    const article = await fetch(`${server.url}/news/${slug}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain(newTitle);

    // Delete with the accessible confirmation dialog.
    const dialog = await openDialog(page, `Elimina: ${newTitle}`, "Elimina articolo");
    await expect(dialog.innerText()).resolves.toContain(
      "Sei sicuro di voler eliminare questo articolo?",
    );
    await expect(dialog.evaluate((d: HTMLDialogElement) => d.matches(":modal"))).resolves.toBe(
      true,
    );
    // Escape cancels: nothing deleted.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.has("elimina")).toBe(false);
    await expect(page.getByRole("heading", { name: newTitle, exact: true }).count()).resolves.toBe(
      1,
    );
    await page.getByRole("link", { name: `Elimina: ${newTitle}` }).click();
    await dialog.getByRole("button", { name: "Sì, elimina" }).click();
    await page.getByRole("status").filter({ hasText: "Articolo eliminato." }).waitFor();
    await expect(page.getByRole("heading", { name: newTitle, exact: true }).count()).resolves.toBe(
      0,
    );

    // Gone everywhere.
    expect(await publicHtml(server, "/news")).not.toContain(newTitle);
    await home.reload();
    await expect(
      home.getByRole("region", { name: "Breaking News" }).innerText(),
    ).resolves.not.toContain(newTitle);
    expect(
      (
        await fetch(`${server.url}/news/${slug}`, {
          redirect: "manual",
        })
      ).status,
    ).toBe(302);

    // Sign out: the session is deleted, admin pages go back to the login.
    const before = await page.context().cookies();
    await page.getByRole("button", { name: "Esci" }).click();
    await page.waitForURL(server.url + "/admin/login");
    await page.goto(server.url + "/admin/news/new");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    const oldCookie = before.find((c) => c.name === "staff_session")!;
    const replay = await fetch(`${server.url}/admin/dashboard`, {
      redirect: "manual",
      headers: { Cookie: `staff_session=${oldCookie.value}` },
    });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toMatch(/^\/admin\/login/);

    expect(dialogs).toEqual([]);
    // The only console line: the browser noting the 401 of the wrong password.
    expect(page.consoleErrors).toEqual([
      "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
    ]);
    expect(home.consoleErrors).toEqual([]);
  });
});

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

describe("opening a post from the dashboard", () => {
  it("shows 'Caricamento articolo...' while the editor loads (spec §2), then the editor", async ({
    staffPage: page,
  }) => {
    // A post of this test's own, the newest: the file's other posts have broken
    // images on purpose, which the editor would load (a 404 in the console).
    const title = `Articolo da aprire nell'editor (${nextRun()})`;
    const saved = await fetch(`${server.url}/admin/news/new`, {
      method: "POST",
      headers: { Cookie: await sessionCookie(), Origin: server.url },
      body: publishForm(title),
    });
    expect(saved.status).toBe(200);
    await visit(page, server.url + "/admin/dashboard");
    // Hold the editor's data until the notice has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin\/news\/edit\/[^/]+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: `Modifica: ${title}`, exact: true }).click();
    const notice = page.getByRole("status").filter({ hasText: "Caricamento articolo..." });
    await notice.waitFor();
    release();
    await expectOnlyH1(page, "Modifica articolo");
    await expect(notice.count()).resolves.toBe(0);
    await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(title);
    // The whole editor, its rich-text part included, loaded without an error.
    await page.getByRole("group", { name: "Formattazione del contenuto" }).waitFor();
    expect(page.consoleErrors).toEqual([]);
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
