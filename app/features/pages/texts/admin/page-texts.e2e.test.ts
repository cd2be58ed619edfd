import sharp from "sharp";
import { describe, expect } from "vitest";
import {
  DESKTOP,
  expectCleanPage,
  expectH1,
  expectNoAxeViolations,
  PHONE,
  type TrackedPage,
} from "../../../../../tests/support/browser";
import { ADMIN, staffServer } from "../../../../../tests/support/fixtures";
import { validateHtml } from "../../../../../tests/support/html-validator";
import { publicHtml } from "../../../../../tests/support/http";
import { signInOverHttp } from "../../../../../tests/support/staff";

// Decision 047: staff edit the texts of /studenti at
// /admin/pagine, with pending edits, preview and versions; its count of courses
// and its thematic lists come from the course records.

const NEW_TITLE = "Percorsi per studenti e PCTO";
const { it, server } = staffServer();

describe("page texts", () => {
  it(
    "/studenti: its count and its areas follow an archived course",
    { timeout: 120_000 },
    async ({ staffPage: page }) => {
      const before = await publicHtml(server, "/studenti");
      expect(before).toContain("Diciotto corsi per studenti delle scuole secondarie");
      expect(before).toContain(">Robotica con LEGO Education SPIKE</a>");

      // More than one page of courses: find it with 'Cerca'.
      await page.goto(`${server.url}/admin/corsi?q=${encodeURIComponent("LEGO Education")}`);
      await page.getByRole("link", { name: "Modifica: Robotica con LEGO Education SPIKE" }).click();
      await page.getByRole("button", { name: "Archivia" }).click();
      await page.getByText(/^Corso archiviato/).waitFor();

      const after = await publicHtml(server, "/studenti");
      expect(after).toContain("Diciassette corsi per studenti delle scuole secondarie");
      expect(after).toContain(
        '<meta name="description" content="Diciassette corsi per studenti, anche come percorsi PCTO',
      );
      expect(after).not.toContain("Robotica con LEGO Education SPIKE");
    },
  );

  it(
    "staff save the texts of /studenti without publishing, preview them, publish, restore",
    { timeout: 180_000 },
    async ({ staffPage: page }) => {
      expect(await publicHtml(server, "/studenti")).toContain(
        '<h1 class="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Formazione per studenti</h1>',
      );
      await page.goto(`${server.url}/admin/dashboard`);
      await page
        .getByRole("navigation", { name: "Area riservata" })
        .getByRole("link", { name: "Pagine" })
        .click();
      await expectH1(page, "Pagine");
      await expectCleanPage(page);
      await page.getByRole("link", { name: "Modifica: Formazione per studenti" }).click();
      await expectH1(page, "Testi della pagina «Formazione per studenti»");
      await expectCleanPage(page);

      // A bad link is refused next to its field, with what was typed kept.
      await page.getByLabel("Titolo", { exact: true }).fill(NEW_TITLE);
      await page.getByLabel("Pulsante: indirizzo", { exact: true }).fill("catalogo");
      await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
      await expect
        .poll(() => page.locator("#campo-heroActionLink-errore").textContent())
        .toContain("Indica in «Pulsante: indirizzo» un indirizzo del sito");
      await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(
        NEW_TITLE,
      );
      await expectNoAxeViolations(page);

      await page.getByLabel("Pulsante: indirizzo", { exact: true }).fill("/corsi?filter=studenti");
      await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
      await page.getByText("Modifiche salvate senza pubblicarle").waitFor();
      await page.getByText(/^Modifiche non pubblicate del/).waitFor();
      expect(await publicHtml(server, "/studenti")).not.toContain(NEW_TITLE);

      await page.getByRole("link", { name: "Anteprima", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
      await expectNoAxeViolations(page);
      expect(
        await validateHtml([
          await staffHtml(page, "/admin/pagine"),
          await staffHtml(page, "/admin/pagine/studenti"),
          await staffHtml(page, "/admin/pagine/studenti?scarta=1"),
          await staffHtml(page, "/admin/pagine/studenti/anteprima"),
          await staffHtml(page, "/admin/pagine/home/anteprima"),
        ]),
      ).toEqual([]);

      await page.getByRole("link", { name: "Torna alla modifica" }).click();
      await page.getByRole("button", { name: "Pubblica", exact: true }).click();
      await page.getByText("Testi pubblicati: il sito mostra già la nuova versione.").waitFor();
      const published = await publicHtml(server, "/studenti");
      expect(published).toContain(NEW_TITLE);
      expect(published).toContain('href="/corsi?filter=studenti"');

      // The first version is the shipped texts: restoring it brings them back.
      await page.getByRole("link", { name: "Ripristina la versione 1" }).click();
      await page.getByRole("button", { name: "Sì, ripristina questa versione" }).click();
      await page.getByText("Versione ripristinata").waitFor();
      expect(await publicHtml(server, "/studenti")).not.toContain(NEW_TITLE);
      // The one refused save above answered 400 on purpose; nothing else went wrong.
      expect(page.consoleErrors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    },
  );

  // A page added after home and /studenti, with an image
  // chosen from the library (decision 048), on a phone and on a desktop.
  for (const [device, options, colour] of [
    ["a phone", PHONE, { r: 200, g: 80, b: 40 }],
    ["a desktop", DESKTOP, { r: 40, g: 80, b: 200 }],
  ] as const) {
    it(
      `on ${device}: staff edit /chi-siamo with pending edits and a library image, preview, publish`,
      { timeout: 180_000 },
      async ({ openPage }) => {
        const page = await openPage(options);
        const cookie = await signInOverHttp(server.url, ADMIN);
        await page.context().addCookies([{ ...cookie, url: server.url }]);
        const title = `Chi siamo, visti da ${device}`;
        const alt = `La sede di Potenza vista da ${device}`;
        await uploadToLibrary(page, alt, colour);

        await page.goto(`${server.url}/admin/pagine`);
        await page.getByRole("link", { name: "Modifica: Chi siamo" }).click();
        await expectH1(page, "Testi della pagina «Chi siamo»");
        await page.getByLabel("Titolo", { exact: true }).fill(title);
        await page.getByText("Immagine di apertura (facoltativa): scegli dalla libreria").click();
        await page.getByRole("radio", { name: alt }).check();
        await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
        await page.getByText("Modifiche salvate senza pubblicarle").waitFor();
        await page.getByText(`Scelta: ${alt}`).waitFor();
        await expectNoAxeViolations(page);

        // Visitors still see the published page, without the image.
        const before = await publicHtml(server, "/chi-siamo");
        expect(before).not.toContain(title);
        expect(before).not.toContain(alt);

        await page.getByRole("link", { name: "Anteprima", exact: true }).click();
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await expect(page.getByRole("img", { name: alt }).isVisible()).resolves.toBe(true);
        await expectNoAxeViolations(page);
        // The server sends the same HTML to both devices: the other pages added
        // with this one, each editor and preview, are validated once (desktop).
        const others =
          options === DESKTOP
            ? [
                "docenti",
                "erasmus",
                "etn-world",
                "smart-lab",
                "ai-evolution-lab",
                "ai-evolution-community",
                "caratteristiche-lab",
              ]
            : [];
        expect(
          await validateHtml([
            await staffHtml(page, "/admin/pagine/chi-siamo"),
            await staffHtml(page, "/admin/pagine/chi-siamo/anteprima"),
            ...(await Promise.all(
              others.flatMap((key) => [
                staffHtml(page, `/admin/pagine/${key}`),
                staffHtml(page, `/admin/pagine/${key}/anteprima`),
              ]),
            )),
          ]),
        ).toEqual([]);

        await page.getByRole("link", { name: "Torna alla modifica" }).click();
        await page.getByRole("button", { name: "Pubblica", exact: true }).click();
        await page.getByText("Testi pubblicati: il sito mostra già la nuova versione.").waitFor();
        const published = await publicHtml(server, "/chi-siamo");
        expect(published).toContain(`>${title}</h1>`);
        expect(published).toMatch(new RegExp(`<img src="/media/[^"]+" alt="${alt}"`));
        // Still a page without scripts.
        expect(published).not.toContain('<script type="module"');
        await page.goto(`${server.url}/chi-siamo`);
        await expect(page.getByRole("img", { name: alt }).isVisible()).resolves.toBe(true);
        // The standalone lab pages' previews, inside the staff frame, and their editors.
        for (const [key, h1] of [
          ["ai-evolution-lab", "AI Evolution Lab"],
          ["ai-evolution-community", "AI Evolution Community"],
          ["caratteristiche-lab", "Caratteristiche del laboratorio"],
        ] as const) {
          await page.goto(`${server.url}/admin/pagine/${key}/anteprima`);
          await page.getByRole("heading", { level: 1, name: h1 }).waitFor();
          await expectNoAxeViolations(page);
          await page.goto(`${server.url}/admin/pagine/${key}`);
          await expectNoAxeViolations(page);
        }
        expect(page.consoleErrors).toEqual([]);
      },
    );
  }
});

/** Uploads a photo to the library (/admin/media) with its alt text. */
async function uploadToLibrary(
  page: TrackedPage,
  alt: string,
  background: { r: number; g: number; b: number },
) {
  const buffer = await sharp({ create: { width: 800, height: 450, channels: 3, background } })
    .jpeg()
    .toBuffer();
  await page.goto(`${server.url}/admin/media`);
  await page.getByRole("textbox", { name: "Testo alternativo" }).fill(alt);
  await page
    .getByLabel("Immagine", { exact: true })
    .setInputFiles({ name: "sede.jpg", mimeType: "image/jpeg", buffer });
  await page.getByRole("button", { name: "Carica immagine" }).click();
  await page.getByText("Immagine caricata nella libreria.").waitFor();
}

/** A staff page's HTML as the signed-in page gets it, for the validator. */
async function staffHtml(page: TrackedPage, path: string) {
  const res = await page.request.get(server.url + path);
  expect(res.status(), path).toBe(200);
  return { name: path, html: await res.text() };
}
