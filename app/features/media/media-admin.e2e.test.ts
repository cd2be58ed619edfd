import sharp from "sharp";
import { describe, expect } from "vitest";
import {
  expectH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  hydrated,
  PHONE,
} from "../../../tests/support/browser";
import { attemptNames, staffServer } from "../../../tests/support/fixtures";
import { validateHtml } from "../../../tests/support/html-validator";
import { signInWithForm } from "../../../tests/support/staff";
import { slugify } from "~/platform/slug";

/**
 * The image library (decision 048), on a phone, as a redattore: an image
 * uploaded in /admin/media with its alt text, chosen as a news cover, is shown
 * by the public article with that alt text; then deleting it is refused,
 * naming the article.
 */
const { it, server } = staffServer();

const nextRun = attemptNames("laboratorio ");

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

describe("image library at /admin/media", () => {
  it(
    "on a phone: upload with alt text, pick it as a news cover, the article shows that alt text, deleting it is refused",
    { timeout: 180_000 },
    async ({ openPage, editorAccount }) => {
      const run = nextRun();
      const alt = `Studenti al lavoro nel laboratorio di robotica (${run})`;
      const fileName = `robotica-${run.replace(" ", "-")}.jpg`;
      const page = await openPage(PHONE);
      await signInWithForm(page, server.url, editorAccount, "/admin/media");
      await expectH1(page, "Immagini");

      // The staff menu names it (folded in a disclosure on a phone).
      const nav = page.getByRole("navigation", { name: "Area riservata" });
      await expect(
        nav.getByRole("link", { name: "Immagini", includeHidden: true }).count(),
      ).resolves.toBe(1);

      // Without alt text (and not decorative): refused next to the field, nothing stored.
      const file = { name: fileName, mimeType: "image/jpeg", buffer: await photo() };
      await page.getByLabel("Immagine", { exact: true }).setInputFiles(file);
      await page.getByRole("button", { name: "Carica immagine" }).click();
      const altField = page.getByRole("textbox", { name: "Testo alternativo" });
      await expect(
        page
          .locator("#campo-alt-errore")
          .filter({ hasText: "Scrivi il testo alternativo" })
          .waitFor(),
      ).resolves.toBeUndefined();
      await expect(altField.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(page.getByText(fileName).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);

      // With it: stored, listed with its text, not used yet.
      await altField.fill(alt);
      await page.getByLabel("Immagine", { exact: true }).setInputFiles(file);
      await page.getByRole("button", { name: "Carica immagine" }).click();
      await page.getByText("Immagine caricata nella libreria.").waitFor();
      const card = page.getByRole("listitem").filter({ hasText: fileName });
      await expect(card.innerText()).resolves.toContain(alt);
      await expect(card.innerText()).resolves.toContain("Non usata");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // A news post whose cover is chosen from the library, published.
      await page.goto(`${server.url}/admin/news/new`);
      await hydrated(page);
      await page.getByRole("group", { name: "Formattazione del contenuto" }).waitFor();
      const title = `Il nuovo laboratorio di robotica (${run})`;
      await page.getByLabel("Titolo", { exact: true }).fill(title);
      await page.getByLabel("Riassunto").fill("Banchi, kit e schede per le classi della primaria.");
      await page.getByRole("textbox", { name: "Contenuto" }).click();
      await page.keyboard.type("Da lunedì il laboratorio è aperto alle scuole.");
      await page.locator("summary", { hasText: "Scegli dalla libreria" }).click();
      await page.getByRole("radio", { name: alt }).check();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Pubblica" }).click();
      await page.waitForURL(`${server.url}/admin/dashboard`);

      // The public article shows the cover with the library's alt text.
      const slug = slugify(title);
      const article = await openPage(PHONE);
      await article.goto(`${server.url}/news/${slug}`);
      await expectH1(article, title);
      const cover = article.getByRole("img", { name: alt, exact: true });
      await expect(cover.getAttribute("src")).resolves.toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);

      // Back in the library: used in the article, and its deletion is refused with the uses.
      await page.goto(`${server.url}/admin/media`);
      await hydrated(page);
      await expect(card.innerText()).resolves.toContain(`Articolo «${title}»`);
      await card.getByRole("link", { name: "Elimina" }).click();
      const refusal = page.getByRole("dialog", { name: "Immagine non eliminabile" });
      await expect(refusal.innerText()).resolves.toContain(
        `non si può eliminare perché è usata in: Articolo «${title}». Toglila da lì, poi riprova.`,
      );
      await expect(refusal.getByRole("button", { name: "Sì, elimina" }).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);

      // The clean-up asks first and says how many (a fresh image is kept for a day).
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "Elimina le immagini non usate" }).click();
      await page.getByRole("heading", { name: "Elimina le immagini non usate" }).waitFor();
      await expect(page.locator("main").innerText()).resolves.toContain(
        "Non ci sono immagini da eliminare",
      );
      await expectNoAxeViolations(page);

      // The server's HTML of the page, with its steps, is valid.
      const cookie = (await page.context().cookies()).find((c) => c.name === "staff_session")!;
      const pages = [];
      for (const path of ["/admin/media", "/admin/media?pulizia=1"]) {
        const html = await (
          await fetch(server.url + path, { headers: { cookie: `${cookie.name}=${cookie.value}` } })
        ).text();
        pages.push({ name: path, html });
      }
      expect(await validateHtml(pages)).toEqual([]);
    },
  );
});
