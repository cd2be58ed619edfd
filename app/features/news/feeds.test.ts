import { describe, expect, it } from "vitest";
import { buildNewsRss, buildSitemap, escapeXml, type FeedPost } from "~/features/news/feeds.server";

const post: FeedPost = {
  id: "8f1f6a7e-1234-4abc-8def-0123456789ab",
  slug: "corso-cedils-2025",
  title: "Certificazione CEDILS & didattica <L2>",
  excerpt: "Il corso parte con 10 iscritti.",
  content: '<p>Testo con <a href="/iscrizione-cedils">link</a>.</p>',
  image: "/images/news/corso-cedils-2025.svg",
  category: "formazione",
  tags: ["cedils"],
  publishedAt: new Date("2025-09-15T09:00:00Z"),
};

describe("escapeXml", () => {
  it("escapes markup and drops characters XML forbids", () => {
    expect(escapeXml(`a & b < c > "d" 'e'`)).toBe(
      "a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;",
    );
    expect(escapeXml("ok\u0007\u0000")).toBe("ok");
  });
});

describe("buildNewsRss", () => {
  const xml = buildNewsRss({
    siteName: "Polo Formativo Lucano",
    publicUrl: "https://www.example.it/",
    posts: [post],
    now: new Date("2025-10-01T00:00:00Z"),
  });

  it("is an RSS 2.0 channel with absolute links", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<link>https://www.example.it/news</link>");
    expect(xml).toContain("<link>https://www.example.it/news/corso-cedils-2025</link>");
    expect(xml).toContain('href="https://www.example.it/news/rss.xml" rel="self"');
    expect(xml).toContain("<language>it-IT</language>");
  });

  it("writes RFC 822 dates, categories and escaped text", () => {
    expect(xml).toContain("<pubDate>Mon, 15 Sep 2025 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Formazione</category>");
    expect(xml).toContain("<title>Certificazione CEDILS &amp; didattica &lt;L2&gt;</title>");
    // The HTML body travels escaped, never as live markup.
    expect(xml).toContain("&lt;a href=&quot;https://www.example.it/iscrizione-cedils&quot;&gt;");
    expect(xml).not.toContain("<a href");
  });

  it("is still a valid channel with no posts", () => {
    const empty = buildNewsRss({
      siteName: "Polo Formativo Lucano",
      publicUrl: "https://www.example.it",
      posts: [],
      now: new Date("2025-10-01T00:00:00Z"),
    });
    expect(empty).not.toContain("<item>");
    expect(empty).toContain("<lastBuildDate>Wed, 01 Oct 2025 00:00:00 GMT</lastBuildDate>");
  });
});

describe("buildSitemap", () => {
  it("lists absolute locations with ISO lastmod", () => {
    const xml = buildSitemap("https://www.example.it", [
      { path: "/", lastModified: new Date("2025-11-01T10:00:00Z") },
      { path: "/news?x=1&y=2", lastModified: new Date("2025-11-02T10:00:00Z") },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<url>\n    <loc>https://www.example.it/</loc>\n    <lastmod>2025-11-01T10:00:00.000Z</lastmod>\n  </url>",
    );
    expect(xml).toContain("<loc>https://www.example.it/news?x=1&amp;y=2</loc>");
  });
});

describe("absoluteLinks", () => {
  it("makes root-relative links and images absolute for feed readers", async () => {
    const { absoluteLinks } = await import("~/features/news/feeds.server");
    expect(
      absoluteLinks(
        '<a href="/iscrizione-cedils">x</a><img src="/images/a.svg"><a href="https://mim.gov.it/">y</a><a href="#p">z</a>',
        "https://www.example.it/",
      ),
    ).toBe(
      '<a href="https://www.example.it/iscrizione-cedils">x</a><img src="https://www.example.it/images/a.svg"><a href="https://mim.gov.it/">y</a><a href="#p">z</a>',
    );
  });
});
