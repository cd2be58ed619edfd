import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NEWS_AUTHOR } from "~/features/news/article-author";
import { NEWS_SEED } from "~/features/news/news-content";
import { CALL_SEED } from "~/features/calls/calls-content";
import { STATIC_OPPORTUNITIES, STRENGTHS, TESTIMONIALS } from "~/features/pages/home/home-content";
import { avifImage, isNewsCategory, shareImage } from "~/features/news/news";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";

const publicDir = path.resolve("public");
const exists = (urlPath: string) => fs.existsSync(path.join(publicDir, urlPath));

describe("news seed", () => {
  const published = NEWS_SEED.filter((p) => p.status === "published");

  it("has at least 8 published posts across the four categories, and one draft", () => {
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(["formazione", "eventi", "bandi", "altro"]),
    );
    const drafts = NEWS_SEED.filter((p) => p.status === "draft");
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.publishedAt).toBeNull();
  });

  it("gives every published post a date, tags and a unique slug; dates are spread", () => {
    for (const post of published) {
      expect(post.publishedAt, post.slug).toBeInstanceOf(Date);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      for (const tag of post.tags) expect(tag).toBe(tag.trim().toLowerCase());
      expect(isNewsCategory(post.category)).toBe(true);
    }
    expect(new Set(NEWS_SEED.map((p) => p.slug)).size).toBe(NEWS_SEED.length);
    const months = new Set(published.map((p) => p.publishedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
  });

  it("presents the CEDILS course: 10 participants, Teacher Card or transfer, link to the form", () => {
    const cedils = NEWS_SEED.find((p) => p.slug === "corso-cedils-2025")!;
    expect(cedils.status).toBe("published");
    expect(cedils.content).toContain("almeno 10 partecipanti");
    expect(cedils.content).toContain("Carta del Docente");
    expect(cedils.content).toContain("bonifico bancario");
    expect(cedils.content).toContain('href="/iscrizione-cedils"');
  });

  it("stores HTML that the sanitiser keeps as it is", () => {
    for (const post of NEWS_SEED) {
      const normalise = (html: string) => html.replace(/\s+/g, " ");
      expect(normalise(sanitizeNewsHtml(post.content)), post.slug).toBe(normalise(post.content));
    }
  });

  it("uses raster images of our own, drawn from our SVG artwork, each with a JPEG twin for sharing", async () => {
    for (const post of NEWS_SEED) {
      // WebP, not SVG: a page of SVG <img>s is drawn on the main thread (TBT).
      expect(post.image).toMatch(/^\/images\/news\/[\w-]+\.webp$/);
      expect(exists(post.image), post.image).toBe(true);
      const { width, height, format } = await sharp(path.join(publicDir, post.image)).metadata();
      expect({ width, height, format }).toEqual({ width: 800, height: 450, format: "webp" });
      expect(exists(shareImage(post.image)), shareImage(post.image)).toBe(true);
      const svg = fs.readFileSync(
        path.join(publicDir, post.image.replace(/\.webp$/, ".svg")),
        "utf8",
      );
      expect(svg).toContain('width="800" height="450"');
    }
    expect(exists(NEWS_AUTHOR.image)).toBe(true);
  });
});

describe("home content", () => {
  it("has four opportunity cards with the spec's links, deadlines and figures", () => {
    // The calls' cards are seeded records (app/features/calls/calls-content.ts); the other two are static.
    const callCards = CALL_SEED.filter((c) => c.onHome);
    expect(callCards.map((c) => [c.cardLink, c.deadline])).toEqual([
      ["/fondi-basilicata", "2025-11-15T14:00:00+01:00"],
      ["https://move2025.regione.basilicata.it/", "2025-10-09T13:00:00+02:00"],
    ]);
    expect(callCards[0]!.cardDescription).toContain("122.800 €");
    expect(callCards[1]!.cardDescription).toContain("6 milioni di €");
    for (const card of callCards) {
      expect(card.cardClosedButton).toBeTruthy();
      expect(card.cardClosedButton).not.toMatch(/candida/i);
    }
    expect(STATIC_OPPORTUNITIES.map((c) => c.link)).toEqual([
      { external: false, to: "/ai-evolution-lab" },
      { external: true, site: "pcto" },
    ]);
  });

  it("has six strengths and three testimonials with existing images", () => {
    expect(STRENGTHS).toHaveLength(6);
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) {
      expect(exists(t.image), t.image).toBe(true);
      expect(t.quote.length).toBeGreaterThan(40);
    }
  });
});

describe("shareImage", () => {
  it("maps our illustrations (WebP, or their SVG source) to their JPEG twin and leaves other images alone", () => {
    expect(shareImage("/images/news/corso-cedils-2025.webp")).toBe(
      "/images/news/og/corso-cedils-2025.jpg",
    );
    expect(shareImage("/images/news/corso-cedils-2025.svg")).toBe(
      "/images/news/og/corso-cedils-2025.jpg",
    );
    expect(shareImage("https://example.org/a.png")).toBe("https://example.org/a.png");
    expect(shareImage("/media/abc.webp")).toBe("/media/abc.webp");
  });
});

describe("avifImage", () => {
  it("names the AVIF twin of our own WebP illustrations, and none for any other address", () => {
    expect(avifImage("/images/news/corso-cedils-2025.webp")).toBe(
      "/images/news/corso-cedils-2025.avif",
    );
    expect(avifImage("/images/news/corso-cedils-2025.svg")).toBeNull();
    expect(avifImage("https://example.org/images/news/a.webp")).toBeNull();
    expect(avifImage("/media/abc.webp")).toBeNull();
  });

  it("every illustration has its AVIF twin, a real 800×450 AVIF smaller than the WebP", async () => {
    const webps = fs
      .readdirSync(path.join(publicDir, "images/news"))
      .filter((f) => f.endsWith(".webp"));
    expect(webps.length).toBeGreaterThanOrEqual(NEWS_SEED.length);
    for (const webp of webps) {
      const avif = avifImage(`/images/news/${webp}`)!;
      const meta = await sharp(path.join(publicDir, avif)).metadata();
      expect([meta.format, meta.width, meta.height], avif).toEqual(["heif", 800, 450]);
      expect(fs.statSync(path.join(publicDir, avif)).size).toBeLessThan(
        fs.statSync(path.join(publicDir, "images/news", webp)).size,
      );
    }
  });
});
