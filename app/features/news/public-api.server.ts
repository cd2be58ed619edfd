/**
 * The news feature's public module for server code: what other features may import
 * from its server modules (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { buildSitemap, deployedAtTime } from "./feeds.server";
export type { SitemapEntry } from "./feeds.server";
export { latestPublishedNews, listNewsForSitemap } from "./news.server";
