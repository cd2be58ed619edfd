import fs from "node:fs";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  expectCleanPhonePage,
  expectH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  visit,
} from "../../../../tests/support/browser";
import { ADMIN, attemptNames, staffServer } from "../../../../tests/support/fixtures";
import { publicHtml } from "../../../../tests/support/http";
import { signInWithForm, submitSignIn } from "../../../../tests/support/staff";

// Staff manage the courses in /admin/corsi and every public
// place follows at once.

/** Each attempt names its courses apart (letters only, so `?q=` finds that one course). */
const nextRun = attemptNames("prova");

const { it, server } = staffServer();

/** Waits for the notice after a save; if the form answered instead, says which fields it refused. */
async function expectNotice(page: Page, text: string) {
  await page
    .getByText(text)
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      const invalid = await page
        .locator("[aria-invalid=true]")
        .evaluateAll((els) => els.map((e) => e.id));
      const alerts = await page.getByRole("alert").allTextContents();
      throw new Error(`no '${text}': ${JSON.stringify({ invalid, alerts, url: page.url() })}`, {
        cause: error,
      });
    });
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
}

/** The address a plain GET answers with, without following it. */
async function redirectOf(path: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(server.url + path, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") };
}

describe("staff manage the courses", () => {
  it(
    "create with an image and two tags, publish, rename, archive, delete",
    { timeout: 180_000 },
    async ({ page }) => {
      const run = nextRun();
      const title = `Robotica educativa con i mattoncini ${run}`;
      const slug = `robotica-educativa-con-i-mattoncini-${run}`;
      // Warm the page cache with the catalogue as it was.
      expect(await publicHtml(server, "/corsi?filter=docenti&tag=STEM")).not.toContain(title);

      await signInWithForm(page, server.url, ADMIN, "/admin/corsi");
      await expectH1(page, "Corsi");
      const staffNav = page.getByRole("navigation", { name: "Area riservata" });
      await expect(
        staffNav.getByRole("link", { name: "Corsi" }).getAttribute("aria-current"),
      ).resolves.toBe("page");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Nuovo corso" }).click();
      await expectH1(page, "Nuovo corso");
      await page.getByRole("textbox", { name: "Descrizione completa" }).waitFor();
      await expectNoAxeViolations(page);

      // A first save with the required fields missing: messages next to the fields, values kept.
      await page.getByLabel("Titolo", { exact: true }).fill(title);
      await page.getByRole("button", { name: "Salva il corso" }).click();
      await expect
        .poll(() => page.locator("#campo-description-errore").textContent())
        .toBe("La descrizione breve è obbligatoria.");
      await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(title);
      await expect(
        page.getByLabel("Durata", { exact: true }).getAttribute("aria-invalid"),
      ).resolves.toBe("true");
      await expectNoAxeViolations(page);

      await page
        .getByLabel("Descrizione breve", { exact: true })
        .fill(
          "Costruire e programmare robot con i mattoncini per portare il pensiero computazionale in classe.",
        );
      const editor = page.getByRole("textbox", { name: "Descrizione completa" });
      await editor.click();
      await page.keyboard.type("Un laboratorio pratico in cinque incontri.");
      await page.getByLabel("Durata", { exact: true }).fill("20 ore");
      await page.getByLabel("Livello", { exact: true }).fill("Base");
      await page.getByLabel("Studenti iscritti", { exact: true }).fill("24");
      await page.getByLabel("Prezzo", { exact: true }).fill("€ 180");
      await page
        .getByLabel("Nota sul prezzo", { exact: true })
        .fill("Pagabile con la Carta del Docente");
      await page
        .getByLabel("Programma", { exact: true })
        .fill(
          "Primi passi\n- Il kit e i sensori\n- Il primo programma\nProgetto finale\n- Una sfida di classe",
        );
      await page
        .getByLabel("Cosa include", { exact: true })
        .fill("Kit in prestito per tutto il corso\nAttestato finale");
      await page.getByLabel("Nome del docente", { exact: true }).fill("Ing. Davide Lorusso");
      // Two tags: one picked among the catalogue's, one new.
      await page.getByRole("checkbox", { name: "STEM", exact: true }).check();
      await page.getByLabel("Nuovi tag", { exact: true }).fill(`Mattoncini ${run}`);
      await page.getByLabel("Stato", { exact: true }).selectOption("pubblicato");
      await page.getByLabel("Carica una nuova immagine", { exact: true }).setInputFiles({
        name: "robot.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(),
      });
      await page.getByRole("button", { name: "Salva il corso" }).click();
      await expectNotice(page, "Corso creato.");
      await expectH1(page, "Modifica corso");
      const editPath = new URL(page.url()).pathname;
      expect(editPath).toMatch(/^\/admin\/corsi\/[0-9a-f-]{36}$/);
      const editUrl = server.url + editPath;
      await expectNoAxeViolations(page);
      const preview = page.getByRole("img", { name: "Immagine attuale del corso" });
      const listSrc = await preview.getAttribute("src");
      expect(listSrc).toMatch(/^\/media\/corsi\/[0-9a-f-]{36}-list\.webp$/);
      await expect(page.getByLabel("Indirizzo (slug)", { exact: true }).inputValue()).resolves.toBe(
        slug,
      );

      // The public places follow at once, through the page cache too.
      const underTag = await publicHtml(server, "/corsi?filter=docenti&tag=STEM");
      expect(underTag).toContain(title);
      const underNewTag = await publicHtml(server, `/corsi?filter=docenti&tag=Mattoncini%20${run}`);
      expect(underNewTag).toContain(title);
      expect(underNewTag).toContain("1 corso trovato");
      await visit(page, server.url + "/corsi?filter=studenti&tag=STEM");
      await expect(page.getByRole("heading", { name: title }).count()).resolves.toBe(0);
      await visit(page, server.url + `/corsi?filter=docenti&tag=Mattoncini%20${run}`);
      await page.getByRole("heading", { name: title }).waitFor();
      await page.locator(`[aria-labelledby="corso-${slug}"]`).getByRole("link").first().click();
      await expectH1(page, title);
      expect(new URL(page.url()).pathname).toBe(`/corsi/${slug}`);
      await page.getByText("Un laboratorio pratico in cinque incontri.").waitFor();
      await page.getByText("Pagabile con la Carta del Docente").waitFor();
      const hero = page.getByRole("img", { name: `Illustrazione del corso ${title}` });
      await expect(hero.getAttribute("src")).resolves.toMatch(/-card\.webp$/);
      for (const file of [await hero.getAttribute("src"), listSrc]) {
        const res = await fetch(server.url + file!);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        const avif = await fetch(server.url + file!.replace(/\.webp$/, ".avif"));
        expect(avif.headers.get("content-type")).toBe("image/avif");
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual(
          file!.endsWith("-card.webp") ? [960, 540] : [400, 300],
        );
      }
      const sheet = await fetch(`${server.url}/corsi/${slug}/scheda.pdf`);
      expect(sheet.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await sheet.arrayBuffer()).toString("latin1")).toContain(`(${title})`);
      expect(await publicHtml(server, "/sitemap.xml")).toContain(`/corsi/${slug}</loc>`);

      // Rename the slug: the old address answers 301 with the new one, the sheet too.
      await visit(page, editUrl);
      await page
        .getByLabel("Indirizzo (slug)", { exact: true })
        .fill(`robotica-con-i-mattoncini-${run}`);
      await page.getByRole("button", { name: "Salva il corso" }).click();
      await page.getByText("Modifiche salvate: il sito mostra già la nuova versione.").waitFor();
      expect(await redirectOf(`/corsi/${slug}`)).toEqual({
        status: 301,
        location: `/corsi/robotica-con-i-mattoncini-${run}`,
      });
      expect(await redirectOf(`/corsi/${slug}/scheda.pdf`)).toEqual({
        status: 301,
        location: `/corsi/robotica-con-i-mattoncini-${run}/scheda.pdf`,
      });
      await visit(page, `${server.url}/corsi/${slug}`);
      expect(new URL(page.url()).pathname).toBe(`/corsi/robotica-con-i-mattoncini-${run}`);
      await expectH1(page, title);

      // The preview shows the page as visitors see it, with the staff banner.
      await visit(page, editUrl);
      await page.getByRole("link", { name: "Anteprima", exact: true }).click();
      await page.getByText(/^Anteprima del corso \(pubblicato\)/).waitFor();
      await expectH1(page, title);
      await expectNoAxeViolations(page);

      // Archive: gone from the catalogue, its address sends visitors to /corsi.
      await visit(page, editUrl);
      await page.getByRole("button", { name: "Archivia" }).click();
      await page.getByText(/^Corso archiviato/).waitFor();
      expect(await publicHtml(server, "/corsi?filter=docenti&tag=STEM")).not.toContain(title);
      expect(await publicHtml(server, `/corsi?q=${run}`)).toContain("Nessun corso trovato");
      expect(await redirectOf(`/corsi/robotica-con-i-mattoncini-${run}`)).toEqual({
        status: 302,
        location: "/corsi",
      });
      expect(await redirectOf(`/corsi/${slug}`)).toEqual({ status: 302, location: "/corsi" });
      expect(
        (await fetch(`${server.url}/corsi/robotica-con-i-mattoncini-${run}/scheda.pdf`)).status,
      ).toBe(404);
      expect(await publicHtml(server, "/sitemap.xml")).not.toContain(
        `robotica-con-i-mattoncini-${run}`,
      );

      // The preview still shows an archived course to staff.
      await visit(page, `${editUrl}/anteprima`);
      await page.getByText(/^Anteprima del corso \(archiviato\)/).waitFor();

      // Delete, with the confirmation step.
      await visit(page, editUrl);
      await page.getByRole("link", { name: "Elimina" }).click();
      await page.getByRole("heading", { name: "Elimina corso" }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Sì, elimina" }).click();
      await page.getByText("Corso eliminato.").waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/corsi");
      // The one refused save above answered 400 on purpose; nothing else went wrong.
      expect(page.consoleErrors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    },
  );

  it(
    "works by keyboard on a 390 px phone: a draft, its preview, the order and the featured courses",
    { timeout: 180_000 },
    async ({ phonePage: page }) => {
      const run = nextRun();
      const title = `Scrittura creativa digitale ${run}`;
      await signInWithForm(page, server.url, ADMIN, "/admin/corsi");
      await expectH1(page, "Corsi");
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole("link", { name: "Nuovo corso" }).focus();
      await page.keyboard.press("Enter");
      await expectH1(page, "Nuovo corso");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      const type = async (label: string, text: string) => {
        await page.getByLabel(label, { exact: true }).focus();
        await page.keyboard.type(text);
      };
      await type("Titolo", title);
      await page.keyboard.press("Tab");
      await page.keyboard.type(`scrittura-creativa-${run}`);
      await type("Descrizione breve", "Storie, podcast e fumetti digitali scritti dalla classe.");
      await type("Durata", "12 ore");
      await type("Livello", "Intermedio");
      await page.getByRole("checkbox", { name: "Creatività", exact: true }).focus();
      await page.keyboard.press("Space");
      await type("Nuovi tag", "Scrittura");
      await page.getByRole("button", { name: "Salva il corso" }).focus();
      await page.keyboard.press("Enter");
      await expectNotice(page, "Corso creato.");
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      const editUrl = page.url().replace(/\?.*$/, "");

      // A draft: the public address behaves like a missing course; the preview shows it.
      expect(await redirectOf(`/corsi/scrittura-creativa-${run}`)).toEqual({
        status: 302,
        location: "/corsi",
      });
      await page.getByRole("link", { name: "Anteprima", exact: true }).first().focus();
      await page.keyboard.press("Enter");
      await page.getByText(/^Anteprima del corso \(bozza\)/).waitFor();
      await expectH1(page, title);
      await page.getByText("Creatività", { exact: true }).first().waitFor();
      await expectNoHorizontalScroll(page);

      // Publish it, then put it first in the catalogue and first among the featured courses.
      await visit(page, editUrl);
      await page.getByLabel("Stato", { exact: true }).selectOption("pubblicato");
      await page.getByRole("button", { name: "Salva il corso" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText("Modifiche salvate: il sito mostra già la nuova versione.").waitFor();

      await visit(page, server.url + `/admin/corsi?q=${run}`);
      await page.getByTestId("risultati").getByText(`1 corso per «${run}».`).waitFor();
      // The new course is last in the catalogue: on the list's last page.
      await visit(page, server.url + "/admin/corsi?pagina=999");
      const catalogue = async () =>
        [
          ...(await publicHtml(server, "/corsi?mostra=tutti")).matchAll(
            /id="corso-[^"]+"[^>]*>([^<]+)</g,
          ),
        ].map((m) => m[1]);
      expect((await catalogue()).at(-1)).toBe(title);
      // Two places up by keyboard: past the CEDILS draft, then past the last published course.
      // The notice of the first move is still shown during the second: wait for the row to move.
      const place = async () =>
        (
          await page
            .locator('button[aria-label^="Sposta su: "]')
            .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))
        ).indexOf(`Sposta su: ${title}`);
      for (let i = 0; i < 2; i++) {
        const before = await place();
        await page.getByRole("button", { name: `Sposta su: ${title}` }).focus();
        await page.keyboard.press("Enter");
        await expect.poll(place).toBe(before - 1);
        await page.getByText("Ordine del catalogo aggiornato.").waitFor();
      }
      const order = await catalogue();
      expect(order.at(-2)).toBe(title);
      await visit(page, server.url + `/corsi/scrittura-creativa-${run}`);
      await page.getByRole("link", { name: `Corso successivo: ${order.at(-1)}` }).waitFor();
      await page.getByRole("link", { name: `Corso precedente: ${order.at(-3)}` }).waitFor();

      await visit(page, server.url + "/admin/corsi");
      await page
        .getByLabel("Primo corso in evidenza", { exact: true })
        .selectOption({ label: title });
      await page.getByRole("button", { name: "Salva i corsi in evidenza" }).focus();
      await page.keyboard.press("Enter");
      await page.getByText("Corsi in evidenza aggiornati: la home li mostra già.").waitFor();
      const home = await publicHtml(server, "/");
      const featured = [
        ...home
          .slice(home.indexOf('id="corsi-in-evidenza"'))
          .matchAll(/id="corso-[^"]+"[^>]*>([^<]+)</g),
      ].map((m) => m[1]);
      expect(featured).toHaveLength(3);
      expect(featured[0]).toBe(title);
      await expectCleanPhonePage(page);
    },
  );

  it("saves a course without JavaScript, as a plain form", async ({ noJsPage: page }) => {
    const title = `Fotografia naturalistica ${nextRun()}`;
    await page.goto(server.url + "/admin/corsi/nuovo");
    await submitSignIn(page, ADMIN);
    await expectH1(page, "Nuovo corso");
    await page.getByLabel("Titolo", { exact: true }).fill(title);
    await page
      .getByLabel("Descrizione breve", { exact: true })
      .fill("Uscite sul campo e ritocco delle immagini.");
    await page
      .getByLabel("Descrizione completa", { exact: true })
      .fill("Tre uscite nei parchi della Basilicata.");
    await page.getByLabel("Durata", { exact: true }).fill("15 ore");
    await page.getByLabel("Livello", { exact: true }).fill("Base");
    await page.getByLabel("Carica una nuova immagine", { exact: true }).setInputFiles({
      name: "finta.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("non sono una foto"),
    });
    await page.getByRole("button", { name: "Salva il corso" }).click();
    await page.getByText("L'immagine deve essere un file JPG, PNG o WebP.").waitFor();
    await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(title);
    await page.getByRole("button", { name: "Salva il corso" }).click();
    await expectNotice(page, "Corso creato.");
    expect(fs.existsSync(server.dataDir)).toBe(true);
  });
});
