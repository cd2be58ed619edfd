// The course pages /corsi/{courseId} and their PDF sheet, /docenti and
// /studenti, and /corsi when the course list cannot be read.
import { describe, expect } from "vitest";
import {
  DESKTOP,
  downloadedBytes,
  expectCleanPhonePage,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PHONE,
  visit,
  visitPublicPage,
} from "../../../../tests/support/browser";
import { withFailingReads } from "../../../../tests/support/server";
import {
  catalogueOnSharedServer,
  CATALOGUE,
  expectTitles,
  titlesFor,
} from "../../../../tests/support/catalogue";

const { server, it } = catalogueOnSharedServer();

describe("/corsi when the course list cannot be read", () => {
  it("shows the error with 'Riprova', which reloads the page", async ({ visitorPage }) => {
    await withFailingReads("courses", async (failing) => {
      const page = await visitorPage();
      const res = await visit(page, failing.url + "/corsi?filter=docenti");
      expect(res?.status()).toBe(503);
      await expect(
        page
          .getByRole("alert")
          .getByText("Errore nel caricamento dei corsi. Riprova più tardi.")
          .count(),
      ).resolves.toBe(1);
      await expect(page.getByRole("list", { name: "Corsi" }).count()).resolves.toBe(0);
      await expectNoAxeViolations(page);
      const reload = page.waitForEvent("load");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole("button", { name: "Riprova" }).click();
      await reload;
      // A real reload: the page's JavaScript state is gone, the URL is kept.
      await expect(
        page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).resolves.toBeUndefined();
      expect(new URL(page.url()).search).toBe("?filter=docenti");
      // Without JavaScript 'Riprova' is a GET form that asks for the same page again.
      const plain = await visitorPage({ ...DESKTOP, javaScriptEnabled: false });
      await plain.goto(failing.url + "/corsi?filter=studenti&tag=AI");
      const again = plain.waitForResponse((r) => r.request().isNavigationRequest());
      await plain.getByRole("button", { name: "Riprova" }).click();
      expect((await again).status()).toBe(503);
      expect(new URL(plain.url()).search).toBe("?filter=studenti&tag=AI");
      expect(failing.output()).toContain("could not fetch courses");
    });
  });
});

describe("/corsi/{courseId}", () => {
  it("shows everything about a student course, by slug and by UUID", async ({ visitorPage }) => {
    const page = await visitorPage();
    const seed = CATALOGUE.find((c) => c.slug === "ai-video")!;
    await visitPublicPage(page, server.url + "/corsi/ai-video", {
      title: seed.title,
      description: seed.description,
      h1: seed.title,
    });
    const main = page.locator("main");
    const text = await main.innerText();
    expect(text).toContain(seed.fullDescription!);
    for (const section of seed.syllabus!) {
      expect(text).toContain(section.title);
      for (const item of section.items) expect(text).toContain(item);
    }
    for (const heading of ["Requisiti", "Docente", "Cosa include"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true }).count()).resolves.toBe(
        1,
      );
    }
    for (const item of [...seed.requirements!, ...seed.benefits!]) expect(text).toContain(item);
    expect(text).toContain(seed.instructorName!);
    expect(text).toContain(seed.instructorRole!);
    const portrait = main.getByRole("img", {
      name: `Ritratto illustrato di ${seed.instructorName}`,
    });
    await expect(portrait.evaluate((el: HTMLImageElement) => el.naturalWidth)).resolves.toBe(160);

    const facts = page.getByRole("complementary", { name: "Informazioni sul corso" });
    const factsText = await facts.innerText();
    expect(factsText).toContain("Durata");
    expect(factsText).toContain("A partire da 10 ore");
    expect(factsText).toContain(`${seed.students} studenti iscritti`);
    expect(factsText).toContain("Livello");
    expect(factsText).toContain(seed.availability!.join(", "));
    expect(factsText).toContain("Inizio");
    expect(factsText).toContain("A richiesta");
    await expect(
      facts.getByRole("link", { name: "Scopri prezzo e modalità" }).getAttribute("href"),
    ).resolves.toBe("/prezzi-studenti?from=ai-video");
    await expect(
      facts.getByRole("link", { name: "Richiedi informazioni" }).getAttribute("href"),
    ).resolves.toBe("/contatti");

    // Back link and neighbours in list order, titled by course title
    await expect(
      page.getByRole("link", { name: "Torna ai corsi" }).getAttribute("href"),
    ).resolves.toBe("/corsi");
    const index = CATALOGUE.findIndex((c) => c.slug === "ai-video");
    const prev = page.getByRole("link", { name: /^Corso precedente/ });
    const next = page.getByRole("link", { name: /^Corso successivo/ });
    await expect(prev.getAttribute("href")).resolves.toBe(`/corsi/${CATALOGUE[index - 1]!.slug}`);
    await expect(prev.getAttribute("title")).resolves.toBe(CATALOGUE[index - 1]!.title);
    await expect(next.getAttribute("href")).resolves.toBe(`/corsi/${CATALOGUE[index + 1]!.slug}`);
    await expect(next.getAttribute("title")).resolves.toBe(CATALOGUE[index + 1]!.title);

    // schema.org Course
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(ld["@type"]).toBe("Course");
    expect(ld.name).toBe(seed.title);
    expect(ld.courseCode).toBe(seed.code);
    expect(ld.image).toMatch(/^https?:\/\/[^/]+\/images\/courses\/ai-video-card\.webp$/);
    await expect(page.locator('meta[property="og:image"]').getAttribute("content")).resolves.toBe(
      ld.image,
    );
    await expectNoAxeViolations(page);

    // The same page by UUID
    const id = await page.locator("article[data-course-id]").getAttribute("data-course-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const byId = await visit(page, `${server.url}/corsi/${id}`);
    expect(byId?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toBe(seed.title);
    await expect(
      page.getByRole("link", { name: "Scopri prezzo e modalità" }).getAttribute("href"),
    ).resolves.toBe("/prezzi-studenti?from=ai-video");
    expect(page.consoleErrors).toEqual([]);
  });

  it("reached from the catalogue, walks to the next course; teacher courses point to /prezzi", async ({
    visitorPage,
  }) => {
    const page = await visitorPage();
    // A course page ships no script (docs/decisions/034), and the catalogue is an
    // island (036): its links are plain links, each course a page load.
    await visit(page, server.url + "/corsi");
    await page.locator('main a[href="/corsi/chatgpt-docenza-docenti"]').first().click();
    await page.waitForURL(/\/corsi\/chatgpt-docenza-docenti$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(CATALOGUE[0]!.title);
    await expect(page.getByRole("link", { name: /^Corso precedente/ }).count()).resolves.toBe(0);
    await expect(
      page.getByRole("link", { name: "Scopri prezzo e modalità" }).getAttribute("href"),
    ).resolves.toBe("/prezzi?from=chatgpt-docenza-docenti");
    await expect(page.locator("script[src]").count()).resolves.toBe(0);
    await page.getByRole("link", { name: /^Corso successivo/ }).click();
    await page.waitForURL(/\/corsi\/ai-podcasting-docenza-docenti$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe(CATALOGUE[1]!.title);
    await page.getByRole("link", { name: "Torna ai corsi" }).click();
    await page.waitForURL(/\/corsi$/);
    await expectTitles(page, titlesFor("tutti", "", null));
    expect(page.consoleErrors).toEqual([]);
  });

  it("on a phone, a course with open editions shows 'Iscriviti' in the first screen", async ({
    visitorPage,
  }) => {
    const page = await visitorPage(PHONE);
    await visit(page, server.url + "/corsi/chatgpt-docenza-docenti");
    const enrol = page
      .getByRole("main")
      .getByRole("link", { name: /^Iscriviti/ })
      .first();
    const box = (await enrol.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport!.height);
    await expect(enrol.getAttribute("href")).resolves.toMatch(
      /^#edizioni$|\/iscrizione\?edizione=/,
    );
    const facts = await page
      .getByRole("complementary", { name: "Informazioni sul corso" })
      .innerText();
    expect(facts).toMatch(/Inizio\s+dal \d+ \w+ 20\d\d/);
    expect(facts).toContain("Posti liberi");
  });

  it("sends a missing course back to /corsi", async ({ visitorPage }) => {
    const page = await visitorPage();
    for (const missing of ["corso-inesistente", "00000000-0000-4000-8000-000000000000"]) {
      await visit(page, `${server.url}/corsi/${missing}`);
      expect(new URL(page.url()).pathname).toBe("/corsi");
      await expect(page.locator("h1").textContent()).resolves.toBe("Catalogo dei corsi");
    }
    const res = await fetch(`${server.url}/corsi/corso-inesistente`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/corsi");
  });

  it("downloads a real PDF sheet named after the slug", async ({ open }) => {
    // Loaded directly, the page ships no script: a plain download link.
    const direct = await open("/corsi/digital-modeling", { ...DESKTOP, acceptDownloads: true });
    const directDownload = direct.waitForEvent("download");
    await direct.getByRole("link", { name: "Scarica la scheda" }).click();
    expect((await directDownload).suggestedFilename()).toBe("digital-modeling.pdf");

    const bytes = await downloadedBytes(await directDownload);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("(Digital Modeling: modellazione 3D)");
    expect(direct.consoleErrors).toEqual([]);

    const res = await fetch(server.url + "/corsi/digital-modeling/scheda.pdf");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="digital-modeling.pdf"',
    );
    const missing = await fetch(server.url + "/corsi/corso-inesistente/scheda.pdf");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toContain("pdf");
  });

  it("is a plain download link without JavaScript", async ({ visitorPage }) => {
    const page = await visitorPage({ ...DESKTOP, javaScriptEnabled: false, acceptDownloads: true });
    await page.goto(server.url + "/corsi/lego-spike");
    const link = page.getByRole("link", { name: "Scarica la scheda" });
    await expect(link.getAttribute("href")).resolves.toBe("/corsi/lego-spike/scheda.pdf");
    const download = page.waitForEvent("download");
    await link.click();
    const bytes = await downloadedBytes(await download);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("fits a phone screen", async ({ open }) => {
    const page = await open("/corsi/genomica-bioinformatica", PHONE);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

describe("/docenti and /studenti", () => {
  it("/docenti presents the teachers' offer and links to the catalogue", async ({ open }) => {
    const page = await open("/docenti");
    await expect(page.title()).resolves.toBe("Formazione per docenti · Polo Formativo Lucano");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Formazione per docenti"]);
    await expect(
      page.getByRole("link", { name: "Esplora i corsi" }).getAttribute("href"),
    ).resolves.toBe("/corsi");
    const text = await page.locator("main").innerText();
    for (const heading of [
      "Metodologie innovative",
      "Certificazioni riconosciute",
      "Comunità di pratica",
      "Didattica digitale",
      "Inclusione e personalizzazione",
      "Valutazione formativa",
      "Competenze trasversali",
      "Corsi online",
      "Webinar interattivi",
      "Laboratori pratici",
    ]) {
      expect(text).toContain(heading);
    }
    await expect(
      page.locator('main a[href="/corsi?filter=docenti"]').count(),
    ).resolves.toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("/studenti lists the 18 student courses from the database, linking to their pages", async ({
    open,
  }) => {
    const page = await open("/studenti", PHONE);
    await expect(page.locator("h1").allTextContents()).resolves.toEqual([
      "Formazione per studenti",
    ]);
    const list = page.getByRole("list", { name: "Corsi per studenti" });
    const students = CATALOGUE.filter((c) => c.category === "studenti");
    expect((await list.locator("h3").allTextContents()).map((t) => t.trim())).toEqual(
      students.map((c) => c.title),
    );
    const hrefs = await list
      .getByRole("link", { name: "Scopri di più" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(students.map((c) => `/corsi/${c.slug}`));
    const text = await page.locator("main").innerText();
    expect(text).toContain("Intelligenza artificiale");
    expect(text).toContain("Robotica e meccatronica");
    await expect(page.locator('main a[href="/contatti"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('main a[href="/corsi"]').count()).resolves.toBeGreaterThan(0);
    await expectCleanPhonePage(page);
  });
});
