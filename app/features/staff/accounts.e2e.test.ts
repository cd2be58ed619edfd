// Staff accounts in the browser: an amministratore creates a redattore, who
// sets a password through the one-time link, signs in, edits a course and is
// refused /admin/utenti (403 page); the amministratore sees both changes in
// /admin/registro and restores the course's previous version. Every new screen
// is checked with axe-core at desktop and phone sizes; the forms by keyboard.
import { describe, expect } from "vitest";
import {
  expectH1,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  visit,
  type TrackedPage,
} from "../../../tests/support/browser";
import { COURSE_SEED } from "~/features/courses/courses-content";
import { ADMIN, staffServer } from "../../../tests/support/fixtures";
import { EDITOR_MENU, signInWithForm } from "../../../tests/support/staff";

/** Vitest retries a failed browser test once: each attempt uses its own account and post. */
let attempt = 0;
const EDITOR_PASSWORD = "rita-scrive-le-news-ogni-lunedi";
// Seeded published courses (app/features/courses/courses-content.ts).
const PUBLISHED = COURSE_SEED.filter((course) => (course.status ?? "pubblicato") === "pubblicato");

const { it, server } = staffServer();

/** Signs in through the form and waits for the dashboard, where every role lands. */
async function signIn(page: TrackedPage, email: string, password: string) {
  await signInWithForm(page, server.url, { email, password }, "/admin/dashboard");
  await expectH1(page, "Gestione news");
}

/** axe at desktop size on `page`, then the same URL at phone size in the same session. */
async function checkBothSizes(page: TrackedPage, phone: TrackedPage) {
  await expectNoAxeViolations(page);
  await phone.context().addCookies(await page.context().cookies());
  await visit(phone, page.url());
  await expectNoAxeViolations(phone);
  await expectNoHorizontalScroll(phone);
}

describe("staff accounts, roles, history and versions", () => {
  // A long journey with axe at two sizes on six screens: more than the default minute.
  it(
    "runs the journey of an amministratore and a new redattore",
    { timeout: 240_000 },
    async ({ page, openPage, phonePage }) => {
      attempt++;
      const EDITOR_EMAIL = `rita.redattrice.${attempt}@poloformativo.test`;
      const SEEDED = PUBLISHED[attempt - 1]!;
      const COURSE_SLUG = SEEDED.slug;
      const TITLE = SEEDED.title;
      // --- the amministratore creates the redattore, with the keyboard
      await signIn(page, ADMIN.email, ADMIN.password);
      const nav = page.getByRole("navigation", { name: "Area riservata" });
      await expect(nav.getByRole("link", { name: "Utenti" }).count()).resolves.toBe(1);
      await nav.getByRole("link", { name: "Utenti" }).click();
      await expectH1(page, "Utenti");
      await checkBothSizes(page, phonePage);

      await page.getByLabel("Nome e cognome").focus();
      await page.keyboard.type("Rita Redattrice");
      await page.keyboard.press("Tab");
      await page.keyboard.type(EDITOR_EMAIL);
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("campo-role");
      await page.getByLabel("Ruolo", { exact: true }).selectOption("redattore");
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
        "Crea account",
      );
      await page.keyboard.press("Enter");
      await page.getByText("Account di Rita Redattrice creato.").waitFor();
      const link = (await page.getByTestId("link-password").innerText()).trim();
      expect(link).toMatch(/\/admin\/imposta-password\/[\w-]{43}$/);
      const row = page.getByRole("listitem").filter({ hasText: EDITOR_EMAIL });
      await expect(row.innerText()).resolves.toMatch(
        /Redattore[\s\S]*Attivo[\s\S]*Ultimo accesso: mai/,
      );
      await expectNoAxeViolations(page);

      // --- the redattore chooses a password through the link, once
      const rita = await openPage();
      await visit(rita, link.replace(/^https?:\/\/[^/]+/, server.url));
      const ritaPhone = await openPage({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await expectH1(rita, "Scegli la password");
      await checkBothSizes(rita, ritaPhone);
      await rita.getByLabel("Nuova password").fill("password12345");
      await rita.getByLabel("Ripeti la password").fill("password12345");
      await rita.getByRole("button", { name: "Salva la password" }).click();
      await rita.getByText("Questa password è tra le più usate").waitFor();
      await expect(rita.getByLabel("Nuova password").getAttribute("aria-invalid")).resolves.toBe(
        "true",
      );
      await rita.getByLabel("Nuova password").fill(EDITOR_PASSWORD);
      await rita.getByLabel("Ripeti la password").fill(EDITOR_PASSWORD);
      await rita.getByLabel("Ripeti la password").press("Enter");
      await rita.waitForURL(`${server.url}/admin/login?avviso=password-impostata`);
      await rita.getByText("Password salvata: ora puoi accedere.").waitFor();
      const reused = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
      expect(reused.status).toBe(410);
      await expect(reused.text()).resolves.toContain("Questo link non è più valido");

      // --- she signs in: no admin screens in her menu, and /admin/utenti answers 403
      await signIn(rita, EDITOR_EMAIL, EDITOR_PASSWORD);
      await expect(
        rita.getByRole("navigation", { name: "Area riservata" }).getByRole("link").allInnerTexts(),
      ).resolves.toEqual(EDITOR_MENU);
      const refused = await rita.goto(`${server.url}/admin/utenti`);
      expect(refused!.status()).toBe(403);
      expect(new URL(rita.url()).pathname).toBe("/admin/utenti");
      await expectH1(rita, "Accesso non consentito");
      await rita.getByText("Questa pagina è riservata agli amministratori.").waitFor();
      await checkBothSizes(rita, ritaPhone);
      // A form post to an amministratore's action is refused the same way.
      const cookie = (await rita.context().cookies()).find((c) => c.name === "staff_session")!;
      const post = await fetch(`${server.url}/admin/impostazioni?intent=save`, {
        method: "POST",
        redirect: "manual",
        headers: {
          Origin: server.url,
          Cookie: `staff_session=${cookie.value}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "name=Scuola+dirottata",
      });
      expect(post.status).toBe(403);

      // --- she edits a published course's short description
      await visit(rita, `${server.url}/admin/corsi`);
      await rita.getByRole("link", { name: `Modifica: ${TITLE}` }).click();
      await expectH1(rita, "Modifica corso");
      const original = SEEDED.description;
      const edited = `Edizione serale ${attempt}: laboratorio con uscite sul territorio.`;
      await rita.getByLabel("Descrizione breve", { exact: true }).fill(edited);
      await rita.getByRole("button", { name: "Salva il corso" }).click();
      await rita.getByText("Modifiche salvate: il sito mostra già la nuova versione.").waitFor();
      await expect((await fetch(`${server.url}/corsi/${COURSE_SLUG}`)).text()).resolves.toContain(
        edited,
      );

      // --- the amministratore sees both changes in the history, filtered by person
      await visit(page, `${server.url}/admin/registro`);
      await expectH1(page, "Registro delle modifiche");
      const entries = page.getByRole("list", { name: "Voci del registro" });
      await entries.getByText(`Corso «${TITLE}» modificato (pubblicato)`).waitFor();
      await entries
        .getByText(`Account di Rita Redattrice (${EDITOR_EMAIL}) creato come redattore`)
        .waitFor();
      await page.getByLabel("Persona").selectOption({ label: `Rita Redattrice (${EDITOR_EMAIL})` });
      await page.getByRole("button", { name: "Filtra" }).click();
      await page.waitForURL(/persona=/);
      // The address changes before the filtered list is drawn: wait for the list itself.
      const listed = () => entries.getByRole("listitem").allInnerTexts();
      await expect
        .poll(async () => (await listed()).every((text) => text.includes("Rita Redattrice")))
        .toBe(true);
      const mine = await listed();
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine[0]).toContain(`Corso «${TITLE}» modificato`);
      expect(mine.some((t) => t.includes("Password scelta dal link ricevuto"))).toBe(true);
      await checkBothSizes(page, phonePage);

      // --- and restores the course's previous version, after a confirmation
      await visit(page, `${server.url}/admin/corsi`);
      await page.getByRole("link", { name: `Modifica: ${TITLE}` }).click();
      await expectH1(page, "Modifica corso");
      const versions = page.getByRole("region", { name: "Versioni precedenti" });
      await expect(versions.getByRole("listitem").allInnerTexts()).resolves.toEqual([
        expect.stringMatching(/^Versione 2 · .+ · Rita Redattrice \(attuale\)$/),
        expect.stringMatching(/^Versione 1 · .+ · autore non registrato\s*Ripristina…$/),
      ]);
      await versions.getByRole("link", { name: "Ripristina la versione 1" }).click();
      await expectH1(page, "Ripristinare la versione 1?");
      await page.getByRole("heading", { level: 2, name: TITLE }).waitFor();
      await page.getByText(original, { exact: true }).waitFor();
      await checkBothSizes(page, phonePage);
      await page.getByRole("button", { name: "Sì, ripristina questa versione" }).click();
      await page.waitForURL(/\?ripristinata=3$/);
      await page.getByText("Versione ripristinata: è ora la versione più recente.").waitFor();
      await expect(
        page.getByLabel("Descrizione breve", { exact: true }).inputValue(),
      ).resolves.toBe(original);
      await expect(versions.getByRole("listitem").first().innerText()).resolves.toMatch(
        /^Versione 3 · .+ · (Anna|segreteria@poloformativo\.test).* \(attuale\)$/,
      );
      // The public page shows the restored text, and the course is still published.
      await visit(rita, `${server.url}/corsi/${COURSE_SLUG}`);
      await expectH1(rita, TITLE);
      await rita.getByText(original, { exact: true }).first().waitFor();
      await expect(rita.getByText(edited).count()).resolves.toBe(0);
      await visit(page, `${server.url}/admin/registro`);
      await entries.getByText(`Corso «${TITLE}»: ripristinata la versione 1`).waitFor();
    },
  );

  it("saves the school's details and shows them at once on the public pages", async ({
    staffPage: page,
    phonePage,
  }) => {
    await visit(page, `${server.url}/admin/impostazioni`);
    await expectH1(page, "Impostazioni");
    await page.getByText("No: manca SMTP_URL").waitFor();
    await expect(
      page.getByRole("button", { name: "Invia un messaggio di prova" }).isDisabled(),
    ).resolves.toBe(true);
    await checkBothSizes(page, phonePage);
    // Warm the page cache with the old number, then save a new one (new at each attempt).
    const phone = `0971 ${String(Date.now()).slice(-6)}`;
    const before = await (await fetch(`${server.url}/contatti`)).text();
    expect(before).not.toContain(phone);
    await page.getByLabel("Telefono", { exact: true }).fill(phone);
    await page.getByLabel("CAP").fill("851");
    await page.getByRole("button", { name: "Salva le impostazioni" }).click();
    await page.getByText("Il CAP è fatto di 5 cifre.").waitFor();
    await expect(page.getByLabel("Telefono", { exact: true }).inputValue()).resolves.toBe(phone);
    await page.getByLabel("CAP").fill("85100");
    await page.getByLabel("CAP").press("Enter");
    await page.getByText("Impostazioni salvate: il sito mostra già i nuovi dati.").waitFor();
    await expect(page.locator("footer").innerText()).resolves.toContain(phone);
    await expect((await fetch(`${server.url}/contatti`)).text()).resolves.toContain(phone);

    // Il mio account: the sessions list and the password change, by keyboard.
    await visit(page, `${server.url}/admin/account`);
    await expectH1(page, "Il mio account");
    await expect(
      page.getByRole("region", { name: "Sessioni attive" }).innerText(),
    ).resolves.toContain("(questa sessione)");
    await checkBothSizes(page, phonePage);
    await page.getByLabel("Password attuale").fill("non-e-la-password-giusta");
    await page
      .getByLabel("Nuova password", { exact: true })
      .fill("una-nuova-frase-per-la-direzione");
    await page.getByLabel("Ripeti la nuova password").fill("una-nuova-frase-per-la-direzione");
    await page.getByLabel("Ripeti la nuova password").press("Enter");
    await page.getByText("La password attuale non è corretta.").waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("campo-current");
  });
});
