/**
 * The news feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { htmlHasText } from "./admin/news-editor";
export { NEWS_FEED_LINK, newsHref } from "./news";
export { NewsArticleBody } from "./public/article-body";
export { JsonLd } from "./public/json-ld";
