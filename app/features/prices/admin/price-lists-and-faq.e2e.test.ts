import { describe, expect } from "vitest";
import {
  collapsedText,
  expectCleanPage,
  expectCleanPhonePage,
  expectH1,
  expectNoAxeViolations,
  PHONE,
  visit,
} from "../../../../tests/support/browser";
import { onOwnServer } from "../../../../tests/support/fixtures";
import { validateHtml } from "../../../../tests/support/html-validator";
import { publicHtml } from "../../../../tests/support/http";
import type { TestServer } from "../../../../tests/support/server";
import { signInOverHttp } from "../../../../tests/support/staff";

/**
 * Issue 26: staff edit the price lists and the FAQ; the public pages (through
 * the page cache) and the FAQ's JSON-LD follow at the next request.
 */
const ADMIN = { email: "segreteria@poloformativo.test", password: "una-password-per-i-prezzi" };
const it = onOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
let server: TestServer;
it.beforeAll(({ server: started }) => {
  server = started;
});

/** The text of the price card titled `title`, tags removed. */
function priceCard(html: string, title: string): string | null {
  for (const m of html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)) {
    const text = m[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");
    if (text.includes(` ${title} `)) return text;
  }
  return null;
}

const cardTitles = (html: string) =>
  [...html.matchAll(/<article[^>]*>\s*<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!);

/** The FAQPage JSON-LD of a page, if any. */
function faqJsonLd(html: string): { mainEntity: { name: string }[] } | null {
  for (const m of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const data = JSON.parse(m[1]!) as { "@type"?: string; mainEntity: { name: string }[] };
    if (data["@type"] === "FAQPage") return data;
  }
  return null;
}

const faqQuestions = (html: string) =>
  [...html.matchAll(/<summary[^>]*>\s*<h3[^>]*>([^<]+)<\/h3>/g)].map((m) =>
    m[1]!.replace(/&#x27;|&#39;/g, "'"),
  );

describe("price lists at /admin/prezzi (issue 26)", () => {
  it(
    "a redattore changes a price and its place on a phone; /prezzi shows both at the next request",
    { timeout: 180_000 },
    async ({ openPage, editorAccount }) => {
      for (let i = 0; i < 2; i++) {
        expect(priceCard(await publicHtml(server, "/prezzi"), "E-learning")).toContain(
          "€ 99 a docente",
        );
      }
      const page = await openPage(PHONE);
      await page
        .context()
        .addCookies([{ ...(await signInOverHttp(server.url, editorAccount)), url: server.url }]);
      await visit(page, server.url + "/admin/prezzi");
      await expectH1(page, "Prezzi");
      await expectCleanPhonePage(page);

      await page.getByRole("link", { name: "Modifica: E-learning" }).click();
      await expectH1(page, "Modifica offerta");
      await expect(page.getByLabel("Prezzo", { exact: true }).inputValue()).resolves.toBe("99");
      await page.getByLabel("Prezzo", { exact: true }).fill("109,50");
      await page.getByRole("button", { name: "Salva le modifiche" }).click();
      await page.getByText("Offerta salvata").waitFor();
      await expectCleanPhonePage(page);

      const after = await publicHtml(server, "/prezzi");
      expect(priceCard(after, "E-learning")).toContain("€ 109,50 a docente");
      expect(priceCard(after, "E-learning")).not.toContain("€ 99 ");
      expect(after).toMatch(
        /<meta name="description" content="[^"]*E-learning \(€ 109,50 a docente\)/,
      );

      await visit(page, server.url + "/admin/prezzi");
      await page.getByRole("button", { name: "Sposta giù: E-learning" }).click();
      await page.getByText("Ordine aggiornato").waitFor();
      expect(cardTitles(await publicHtml(server, "/prezzi"))).toEqual([
        "Scuole: formazione online sincrona",
        "Piattaforma SOFIA",
        "E-learning",
        "Lezioni individuali",
      ]);
      // The public page keeps shipping no script.
      expect(after).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    },
  );

  it(
    "deletes an offer only after the confirmation",
    { timeout: 120_000 },
    async ({ staffPage: page }) => {
      await visit(page, server.url + "/admin/prezzi");
      await page.getByRole("link", { name: "Elimina: PCTO in presenza" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Sei sicuro di voler eliminare questa offerta?").waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Sì, elimina" }).click();
      await page.getByText("Offerta eliminata.").waitFor();
      expect(
        priceCard(await publicHtml(server, "/prezzi-studenti"), "PCTO in presenza"),
      ).toBeNull();
    },
  );
});

describe("the FAQ at /admin/faq (issue 26)", () => {
  it(
    "moving a question up reorders /contatti and its FAQPage JSON-LD; the contact form still works",
    { timeout: 180_000 },
    async ({ staffPage: page, visitorPage }) => {
      const before = await publicHtml(server, "/contatti");
      expect(faqQuestions(before).slice(0, 2)).toEqual([
        "Come posso iscrivermi a un corso?",
        "I corsi sono riconosciuti dal Ministero?",
      ]);
      expect(faqJsonLd(before)!.mainEntity.map((q) => q.name)).toEqual(faqQuestions(before));

      await visit(page, server.url + "/admin/faq");
      await expectH1(page, "Domande frequenti");
      await page
        .getByRole("button", { name: "Sposta su: I corsi sono riconosciuti dal Ministero?" })
        .click();
      await page.getByText("Ordine aggiornato").waitFor();

      const after = await publicHtml(server, "/contatti");
      expect(faqQuestions(after).slice(0, 2)).toEqual([
        "I corsi sono riconosciuti dal Ministero?",
        "Come posso iscrivermi a un corso?",
      ]);
      expect(faqJsonLd(after)!.mainEntity.map((q) => q.name)).toEqual(faqQuestions(after));

      // The page's islands still hydrate: the form answers in place, the FAQ opens.
      const visitor = await visitorPage();
      await visit(visitor, server.url + "/contatti");
      await visitor.locator("main details summary").first().click();
      await expect(collapsedText(visitor.locator("main details").first())).resolves.toContain(
        "Direttiva 170/2016",
      );
      await visitor.getByRole("button", { name: "Invia messaggio" }).click();
      await visitor.getByText("Inserisci il tuo indirizzo email.").first().waitFor();
      await expectCleanPage(visitor);
    },
  );

  it(
    "adds a question with a rich-text answer to /prezzi, shown with its JSON-LD",
    { timeout: 120_000 },
    async ({ staffPage: page }) => {
      expect(faqJsonLd(await publicHtml(server, "/prezzi"))).toBeNull();
      await visit(page, server.url + "/admin/faq/nuova");
      await page.getByLabel("Pagina").selectOption("prezzi");
      await page.getByLabel("Domanda").fill("Posso pagare con la Carta del Docente?");
      const editor = page.locator('[contenteditable="true"]');
      await editor.click();
      await page.keyboard.type("Sì, per e-learning, SOFIA e lezioni individuali.");
      await page.getByRole("button", { name: "Aggiungi la domanda" }).click();
      await page.getByText("Domanda aggiunta.").waitFor();
      await expectNoAxeViolations(page);
      const html = await publicHtml(server, "/prezzi");
      expect(faqJsonLd(html)!.mainEntity).toEqual([
        {
          "@type": "Question",
          name: "Posso pagare con la Carta del Docente?",
          acceptedAnswer: {
            "@type": "Answer",
            text: "<p>Sì, per e-learning, SOFIA e lezioni individuali.</p>",
          },
        },
      ]);
      expect(html).toContain("Posso pagare con la Carta del Docente?");
    },
  );
});

describe("the new staff screens (issue 26)", () => {
  it("have valid HTML and no axe violation", { timeout: 240_000 }, async ({ staffPage: page }) => {
    const cookie = await signInOverHttp(server.url, ADMIN);
    const headers = { Cookie: `${cookie.name}=${cookie.value}` };
    await visit(page, server.url + "/admin/prezzi");
    const offer = await page
      .getByRole("link", { name: "Modifica: Piattaforma SOFIA" })
      .getAttribute("href");
    await visit(page, server.url + "/admin/faq");
    const question = await page
      .getByRole("link", {
        name: "Modifica: Quanto costano i corsi? Posso usare la Carta del Docente?",
      })
      .getAttribute("href");
    const paths = [
      "/admin/prezzi",
      "/admin/prezzi/nuova",
      offer!,
      "/admin/faq",
      "/admin/faq/nuova",
      question!,
      "/admin/impostazioni",
    ];
    const pages = [];
    for (const path of paths) {
      const res = await fetch(server.url + path, { headers });
      expect(res.status, path).toBe(200);
      pages.push({ name: path, html: await res.text() });
      await visit(page, server.url + path);
      await expectNoAxeViolations(page);
    }
    expect(await validateHtml(pages)).toEqual([]);
  });
});
