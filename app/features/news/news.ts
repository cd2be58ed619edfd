/** Browser-safe news helpers: categories, labels, links (spec §2 /news, §3 news post). */

export const NEWS_CATEGORIES = ["formazione", "eventi", "bandi", "altro"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The /news tabs, in the spec's order; 'tutti' is the default and shows every category. */
export const NEWS_TABS = ["tutti", ...NEWS_CATEGORIES] as const;
export type NewsTab = (typeof NEWS_TABS)[number];

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === "string" && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The tab named by `?categoria=`; anything missing or unknown is 'tutti', so an
 * old or mistyped link still shows the news instead of an error.
 */
export function parseNewsTab(value: string | null | undefined): NewsTab {
  const normalised = (value ?? "").trim().toLowerCase();
  return isNewsCategory(normalised) ? normalised : "tutti";
}

/** "formazione" → "Formazione" (spec §2: the article shows the category capitalised). */
export function capitalize(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  return trimmed.charAt(0).toLocaleUpperCase("it-IT") + trimmed.slice(1);
}

export function newsCategoryLabel(category: NewsTab): string {
  return capitalize(category);
}

export function newsTabHref(tab: NewsTab): string {
  return tab === "tutti" ? "/news" : `/news?categoria=${tab}`;
}

/** Public address of a post: the slug when it has one (readable, stable), else its id. */
export function newsHref(post: { id: string; slug?: string | null }): string {
  return `/news/${encodeURIComponent(post.slug || post.id)}`;
}

/** Sentence for an empty list (spec §8; the category sentence is ours: the spec leaves it open). */
export function emptyNewsMessage(tab: NewsTab): string {
  if (tab === "tutti") return "Non ci sono news disponibili al momento.";
  return `Non ci sono news nella categoria ${newsCategoryLabel(tab)} al momento.`;
}

/** Tags as shown under an article: "#erasmus". */
export function formatTag(tag: string): string {
  return `#${tag.trim().replace(/^#+/, "")}`;
}

/** Why /news/{newsId} sent the visitor back to the list (spec §8), carried in `?avviso=`. */
export const ARTICLE_NOTICES = {
  "id-non-valido": "ID articolo non valido",
  "non-trovato": "Articolo non trovato",
  errore: "Errore nel caricamento dell'articolo",
} as const;
export type ArticleNotice = keyof typeof ARTICLE_NOTICES;

export function articleNoticeMessage(value: string | null | undefined): string | null {
  if (!value || !Object.hasOwn(ARTICLE_NOTICES, value)) return null;
  return ARTICLE_NOTICES[value as ArticleNotice];
}

/**
 * The image to give social networks and feed readers, which do not all show
 * WebP or SVG: our own news illustrations (WebP, or the SVG they are drawn
 * from, which older posts may still name) have a JPEG twin made by
 * scripts/make-news-images.mjs; any other image is used as it is.
 */
export function shareImage(image: string): string {
  const own = /^\/images\/news\/([\w-]+)\.(?:webp|svg)$/.exec(image);
  return own ? `/images/news/og/${own[1]}.jpg` : image;
}

/**
 * The AVIF twin of one of our own news illustrations (WebP), made beside it by
 * scripts/make-news-images.mjs: about 40% fewer bytes, which matters most for
 * an article's picture, its page's largest paint (record 037). Any other image
 * (a staff member may give any address) has none.
 */
export function avifImage(image: string): string | null {
  const own = /^\/images\/news\/([\w-]+)\.webp$/.exec(image);
  return own ? `/images/news/${own[1]}.avif` : null;
}

/** `<link rel="alternate">` so browsers and feed readers discover /news/rss.xml from a page. */
export const NEWS_FEED_LINK = {
  rel: "alternate",
  type: "application/rss+xml",
  title: "News · Polo Formativo Lucano",
  href: "/news/rss.xml",
} as const;

/**
 * What an article's image says when the library has no alt text for it (an
 * image from before the library, or one whose text is still to be written).
 */
export function newsImageAlt(title: string, libraryAlt?: string | null): string {
  return libraryAlt ?? `Illustrazione dell'articolo: ${title}`;
}
