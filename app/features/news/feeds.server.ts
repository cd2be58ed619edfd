// XML for feed readers and search engines: /news/rss.xml (RSS 2.0) and /sitemap.xml.
// Pure builders (no database), so they are unit-tested on their own.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { absoluteUrl } from "~/platform/structured-data";
import { capitalize, newsHref, shareImage } from "~/features/news/news";
import type { PublicNewsCard } from "~/features/news/news.server";

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids (control characters other than tab, LF, CR).
      .replace(/[^\t\n\r\u0020-\uD7FF\uD800-\uDFFF\uE000-\uFFFD]/g, "")
  );
}

/**
 * Feed readers show an item away from our site: root-relative links and images
 * in the (sanitised, double-quoted) HTML become absolute.
 */
export function absoluteLinks(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

/** A published post with its body, as the RSS feed shows it. */
export type FeedPost = PublicNewsCard & { content: string };

/** RSS 2.0 of the given posts (already newest first, already sanitised), with absolute links. */
export function buildNewsRss(options: {
  siteName: string;
  publicUrl: string;
  posts: FeedPost[];
  now: Date;
}): string {
  const { siteName, publicUrl, posts, now } = options;
  const channelLink = absoluteUrl(publicUrl, "/news");
  const lastBuild = posts[0]?.publishedAt ?? now;
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, newsHref(post));
    const image = absoluteUrl(publicUrl, shareImage(post.image));
    const body = `<p><img src="${escapeXml(image)}" alt="" width="1200" height="675"></p>${absoluteLinks(post.content, publicUrl)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(`urn:uuid:${post.id}`)}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <category>${escapeXml(capitalize(post.category))}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(body)}</content:encoded>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(`News · ${siteName}`)}</title>`,
    `    <link>${escapeXml(channelLink)}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, "/news/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Corsi, eventi, bandi e opportunità per docenti, scuole e studenti da ${siteName}.`)}</description>`,
    "    <language>it-IT</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    "    <ttl>60</ttl>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export type SitemapEntry = { path: string; lastModified: Date };

/** A sitemaps.org urlset with absolute locations and W3C dates. */
export function buildSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>`,
        `    <lastmod>${entry.lastModified.toISOString()}</lastmod>`,
        "  </url>",
      ].join("\n"),
    ),
    "</urlset>",
    "",
  ].join("\n");
}

let deployedAt: Date | undefined;

/**
 * When the running build was made: static pages change only with a deploy, so
 * this is their honest last modification. Read from the server bundle's file
 * time (build/server/index.js in production), else the process start.
 */
export function deployedAtTime(): Date {
  if (!deployedAt) {
    try {
      deployedAt = fs.statSync(fileURLToPath(import.meta.url)).mtime;
    } catch {
      deployedAt = new Date();
    }
  }
  return deployedAt;
}
