import { describe, expect } from "vitest";
import { expectCleanPhonePage, expectH1, PHONE } from "../../../../tests/support/browser";
import { ADMIN, staffServer } from "../../../../tests/support/fixtures";
import { publicHtml } from "../../../../tests/support/http";
import { discardPendingEdits, signInWithForm } from "../../../../tests/support/staff";

// Decision 047: a published course edited with 'Salva senza
// pubblicare' keeps its public page until 'Pubblica'; staff see the edits at
// 'Anteprima' meanwhile.

const OLD_TITLE = "AI Art: creatività e immagini generative";
const NEW_TITLE = "AI Art: immagini generative e creatività digitale";

const { it, server } = staffServer();

describe("edits saved without publishing", () => {
  it(
    "a published course: save without publishing, preview, publish (on a phone)",
    { timeout: 180_000 },
    async ({ openPage }) => {
      // Warm the page cache with the public page as it is.
      expect(await publicHtml(server, "/corsi/ai-art")).toContain(OLD_TITLE);

      const page = await openPage(PHONE);
      await signInWithForm(page, server.url, ADMIN, "/admin/corsi");
      await page.getByRole("link", { name: `Modifica: ${OLD_TITLE}` }).click();
      await expectH1(page, "Modifica corso");
      await page.getByLabel("Titolo", { exact: true }).fill(NEW_TITLE);
      await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
      await page
        .getByText("Modifiche salvate senza pubblicarle: i visitatori vedono ancora")
        .waitFor();

      // The editor opens on the pending edits and says whose they are.
      await expect(page.getByLabel("Titolo", { exact: true }).inputValue()).resolves.toBe(
        NEW_TITLE,
      );
      // The account made from ADMIN_EMAIL has no name: the history names it by its address.
      await page
        .getByText(
          /^Modifiche non pubblicate del \d{1,2} [a-z]+ \d{4}, \d{2}:\d{2} di segreteria@poloformativo\.test\.$/,
        )
        .waitFor();
      await expectCleanPhonePage(page);

      // Visitors still see the published title.
      const published = await publicHtml(server, "/corsi/ai-art");
      expect(published).toContain(OLD_TITLE);
      expect(published).not.toContain(NEW_TITLE);

      // Staff see the new one in the preview.
      await page.getByRole("link", { name: "Anteprima", exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: NEW_TITLE }).waitFor();
      await page.getByText(/^Anteprima\. Modifiche non pubblicate del/).waitFor();
      // Staff pages, the preview too, are neither stored nor indexed.
      const preview = await page.request.get(page.url());
      expect(preview.headers()).toMatchObject({
        "cache-control": "private, no-store",
        "x-robots-tag": "noindex, nofollow",
      });
      await expectCleanPhonePage(page);

      // 'Pubblica': the public page follows.
      await page.getByRole("link", { name: "Torna alla modifica" }).click();
      await page.getByRole("button", { name: "Pubblica", exact: true }).click();
      await page.getByText("Modifiche salvate: il sito mostra già la nuova versione.").waitFor();
      await expect(page.getByText(/^Modifiche non pubblicate del/).count()).resolves.toBe(0);
      const after = await publicHtml(server, "/corsi/ai-art");
      expect(after).toContain(NEW_TITLE);
    },
  );

  it("discards pending edits after a confirmation", { timeout: 120_000 }, async ({ staffPage }) => {
    const page = staffPage;
    // The catalogue has more than one page of courses: find it with 'Cerca'.
    await page.goto(`${server.url}/admin/corsi?q=${encodeURIComponent("LEGO Education")}`);
    await page.getByRole("link", { name: "Modifica: Robotica con LEGO Education SPIKE" }).click();
    await page.getByLabel("Durata", { exact: true }).fill("12 ore");
    await page.getByRole("button", { name: "Salva senza pubblicare" }).click();
    await page.getByText(/^Modifiche non pubblicate del/).waitFor();

    await discardPendingEdits(page);
    await expect(page.getByLabel("Durata", { exact: true }).inputValue()).resolves.toBe(
      "A partire da 10 ore",
    );
  });
});
