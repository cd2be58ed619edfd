import { describe, expect } from "vitest";
import {
  expectCleanPage,
  expectNoAxeViolations,
  submitSeeingPending,
  submitUnreachable,
  visit,
} from "../../../tests/support/browser";
import { ownServer } from "../../../tests/support/fixtures";

const SUCCESS = "Grazie per averci contattato! Ti risponderemo al più presto.";

const { it, server } = ownServer();

describe("/contatti", () => {
  it("shows the details, the map with its own marker and popup, and the FAQ; axe-clean", async ({
    page,
  }) => {
    const tiles: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("tile.openstreetmap.org")) tiles.push(r.url());
    });
    await page.goto(server.url + "/contatti");
    await expect(page.locator("h1").allInnerTexts()).resolves.toEqual(["Contatti"]);
    const details = page.locator("address").first();
    await expect(details.innerText()).resolves.toContain("Via Pretoria 122, 85100 Potenza (PZ)");
    await expect(
      details.getByRole("link", { name: "info@poloformativolucano.it" }).count(),
    ).resolves.toBe(1);
    await expect(
      details.getByRole("link", { name: "0971 274512" }).getAttribute("href"),
    ).resolves.toBe("tel:0971274512");

    // The map loads on the client only (tiles are blocked in tests: the page still works).
    const html = await (await fetch(server.url + "/contatti")).text();
    expect(html).not.toContain("leaflet-container");
    // Leaflet is fetched only once the visitor interacts and the map nears the screen.
    await expect(page.locator(".leaflet-container").count()).resolves.toBe(0);
    await page.getByTestId("office-map").scrollIntoViewIfNeeded();
    await page.mouse.move(20, 20);
    const marker = page.locator(".leaflet-marker-icon");
    await marker.waitFor();
    await expect(marker.getAttribute("src")).resolves.toBe("/images/map-marker.svg");
    await marker.click();
    const popup = page.locator(".leaflet-popup-content");
    await expect(popup.innerText()).resolves.toContain("Polo Formativo Lucano");
    await expect(popup.innerText()).resolves.toContain("Via Pretoria 122");
    await expect(
      page.getByRole("region", { name: /Mappa interattiva della sede/ }).count(),
    ).resolves.toBe(1);
    await expect(page.locator("figcaption").innerText()).resolves.toContain("Via Pretoria 122");
    // Spec §9: zoom 16 (tiles are requested; other hosts do not resolve in the test browser).
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((u) => /tile\.openstreetmap\.org\/16\//.test(u))).toBe(true);
    const markerSvg = await fetch(server.url + "/images/map-marker.svg");
    expect(markerSvg.status).toBe(200);

    // FAQ: five disclosures, closed, opened by keyboard.
    const faq = page.locator("main details");
    await expect(faq.count()).resolves.toBe(5);
    const first = faq.first();
    await expect(first.getAttribute("open")).resolves.toBeNull();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("open")).resolves.toBe("");
    await expect(first.innerText()).resolves.toContain("«Iscriviti»");
    await expect(page.getByText("Carta del Docente è accettata").count()).resolves.toBe(1);

    await expectCleanPage(page);
  });

  it("loads the map for a visitor who scrolled to it before the page's JavaScript ran", async ({
    phonePage: page,
  }) => {
    // Hold every script until the visitor has scrolled and stopped: a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + "/contatti", { waitUntil: "domcontentloaded" });
    await page.getByTestId("office-map").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
    // No further gesture: the map still comes.
    await page.locator(".leaflet-marker-icon").waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it("sends a valid request: 'Invio in corso...' while busy, then the thanks and empty fields", async ({
    phonePage: page,
  }) => {
    await visit(page, server.url + "/contatti");
    const subjects = await page.getByLabel("Oggetto").locator("option").allInnerTexts();
    expect(subjects).toEqual([
      "Seleziona un'opzione",
      "Informazioni sui corsi",
      "Iscrizione",
      "Proposta di collaborazione",
      "Altro",
    ]);
    await expect(page.getByLabel("Messaggio").getAttribute("rows")).resolves.toBe("6");
    await expect(
      page.getByRole("link", { name: "informativa sulla privacy" }).getAttribute("href"),
    ).resolves.toBe("/privacy-policy");

    await page.getByLabel("Nome e Cognome").fill("Giulia Santoro");
    await page.getByLabel("Email").fill("giulia.santoro@example.org");
    await page.getByLabel("Oggetto").selectOption("Iscrizione");
    await page.getByLabel("Messaggio").fill("Vorrei iscrivermi al corso di didattica digitale.");
    await page.getByLabel(/Ho letto l'informativa/).check();
    await submitSeeingPending(page, "/contatti", "Invia messaggio");
    await page.getByText(SUCCESS).waitFor();
    await expect(page.getByLabel("Nome e Cognome").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Messaggio").inputValue()).resolves.toBe("");
    await expect(page.getByLabel("Oggetto").inputValue()).resolves.toBe("");
    expect(page.consoleErrors).toEqual([]);
  });

  it("shows each server-side error beside its field and keeps what was typed", async ({ page }) => {
    await visit(page, server.url + "/contatti");
    await page.getByLabel("Nome e Cognome").fill("   ");
    await page.getByLabel("Email").fill("giulia@esempio");
    await page.getByLabel("Messaggio").fill("Corto");
    await page.getByRole("button", { name: "Invia messaggio" }).click();
    const emailError = page.locator("#campo-email-errore");
    await page.locator("#campo-email-errore:not(:empty)").waitFor();
    await expect(emailError.innerText()).resolves.toBe(
      "Inserisci un indirizzo email valido (es. nome@esempio.it).",
    );
    await expect(page.locator("#campo-name-errore").innerText()).resolves.toBe(
      "Inserisci nome e cognome.",
    );
    await expect(page.locator("#campo-subject-errore").innerText()).resolves.toBe(
      "Seleziona l'oggetto del messaggio.",
    );
    await expect(page.locator("#campo-message-errore").innerText()).resolves.toBe(
      "Il messaggio deve contenere almeno 10 caratteri.",
    );
    await expect(page.locator("#campo-privacy-errore").innerText()).resolves.toMatch(
      /informativa sulla privacy/,
    );
    const email = page.getByLabel("Email");
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(email.getAttribute("aria-describedby")).resolves.toBe("campo-email-errore");
    await expect(email.inputValue()).resolves.toBe("giulia@esempio");
    await expect(page.getByLabel("Messaggio").inputValue()).resolves.toBe("Corto");
    // Focus moves to the first field in error.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("campo-name");
    await expectNoAxeViolations(page);
  });

  it("works without JavaScript: 400 with errors and values, then success", async ({
    noJsPage: page,
  }) => {
    await page.goto(server.url + "/contatti");
    await page.getByLabel("Nome e Cognome").fill("Paolo Verdi");
    await page.getByLabel("Email").fill("non-valida");
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/contatti") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Invia messaggio" }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await page.waitForLoadState();
    await expect(page.getByLabel("Nome e Cognome").inputValue()).resolves.toBe("Paolo Verdi");
    await expect(page.locator("#campo-email-errore").innerText()).resolves.toMatch(/email valido/);

    await page.getByLabel("Email").fill("paolo.verdi@example.org");
    await page.getByLabel("Oggetto").selectOption("Altro");
    await page.getByLabel("Messaggio").fill("Scrivo senza JavaScript: funziona lo stesso?");
    await page.getByLabel(/Ho letto l'informativa/).check();
    const [ok] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/contatti") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Invia messaggio" }).click(),
    ]);
    expect(ok.status()).toBe(200);
    await page.waitForLoadState();
    await page.getByText(SUCCESS).waitFor();
    await expect(page.getByLabel("Nome e Cognome").inputValue()).resolves.toBe("");
  });

  it("shows the error message when the request cannot reach the server", async ({ page }) => {
    await visit(page, server.url + "/contatti");
    await page.getByLabel("Nome e Cognome").fill("Giulia Santoro");
    // The submission fails: the form says so, in place, and keeps what was typed.
    await submitUnreachable(page, "/contatti", "Invia messaggio");
    await page
      .getByRole("status")
      .getByText("Si è verificato un errore durante l'invio del messaggio. Riprova più tardi.")
      .waitFor();
    await expect(page.getByLabel("Nome e Cognome").inputValue()).resolves.toBe("Giulia Santoro");
    await expect(page.getByRole("button", { name: "Invia messaggio" }).isEnabled()).resolves.toBe(
      true,
    );
  });

  it("drops a honeypot submission silently (it looks like a success)", async () => {
    const form = new URLSearchParams({
      "bot-field": "https://spam.example",
      name: "Bot",
      email: "bot@example.org",
      subject: "Altro",
      message: "Compra subito i nostri prodotti!",
      privacy: "on",
    });
    const res = await fetch(server.url + "/contatti", {
      method: "POST",
      body: form,
      headers: { Origin: server.url },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SUCCESS);
  });
});
