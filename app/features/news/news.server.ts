// The public reading verbs of news posts (spec §4: only published posts are
// public). Staff verbs (drafts, saving, deleting) live in news-admin.server.ts.
// Every query selects explicit columns: never author_id, never a draft.
import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { now } from "~/platform/clock.server";
import type { NewsCategory } from "~/features/news/news";
import { isUuid } from "~/platform/uuid";
import type { Db } from "~/platform/db/client.server";
import { newsPosts } from "~/platform/db/schema";
import { libraryAlt } from "~/platform/records/media-items.server";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";

/** A post as a card (list, home banner, feed). */
export type PublicNewsCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  category: NewsCategory;
  tags: string[];
  publishedAt: Date;
};

/** A post as the article page shows it; `content` is already sanitised. */
export type PublicNewsArticle = PublicNewsCard & {
  content: string;
  updatedAt: Date;
  /** The image library's alt text for the cover (decision 048); null: the page's own. */
  imageAlt?: string | null;
};

const cardColumns = {
  id: newsPosts.id,
  slug: newsPosts.slug,
  title: newsPosts.title,
  excerpt: newsPosts.excerpt,
  image: newsPosts.image,
  category: newsPosts.category,
  tags: newsPosts.tags,
  publishedAt: newsPosts.publishedAt,
};

/**
 * spec §4: published status only; a published post always carries its date.
 * A post scheduled for later ('Pubblica il') stays hidden until its
 * time on the server clock (clock.server.ts), so it appears by itself.
 */
function isPublished() {
  return and(
    eq(newsPosts.status, "published"),
    isNotNull(newsPosts.publishedAt),
    lte(newsPosts.publishedAt, now()),
  );
}

// Newest first (spec §7); ties broken so the order is stable between requests.
const newestFirst = [desc(newsPosts.publishedAt), desc(newsPosts.createdAt), desc(newsPosts.id)];

function toCard<T extends { publishedAt: Date | null }>(
  row: T,
): Omit<T, "publishedAt"> & { publishedAt: Date } {
  // isPublished guarantees the date; the type system cannot see through the where clause.
  return { ...row, publishedAt: row.publishedAt! };
}

export async function listPublishedNews(
  db: Db,
  category?: NewsCategory,
): Promise<PublicNewsCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(newsPosts)
    .where(category ? and(isPublished(), eq(newsPosts.category, category)) : isPublished())
    .orderBy(...newestFirst);
  return rows.map(toCard);
}

/**
 * One published post by UUID or slug (spec §5 applied to news). A draft, an
 * unknown identifier or an empty one gives null, never an error.
 */
export async function findPublishedNews(
  db: Db,
  idOrSlug: string,
): Promise<PublicNewsArticle | null> {
  const key = idOrSlug.trim();
  if (key === "") return null;
  const [row] = await db
    .select({
      ...cardColumns,
      content: newsPosts.content,
      updatedAt: newsPosts.updatedAt,
      imageAlt: libraryAlt(newsPosts.image),
    })
    .from(newsPosts)
    .where(and(isPublished(), isUuid(key) ? eq(newsPosts.id, key) : eq(newsPosts.slug, key)))
    .limit(1);
  if (!row) return null;
  return { ...toCard(row), content: sanitizeNewsHtml(row.content) };
}

/** The most recent published post, for the home page's 'Breaking News' banner (spec §4). */
export async function latestPublishedNews(
  db: Db,
): Promise<Pick<PublicNewsCard, "id" | "slug" | "title" | "publishedAt"> | null> {
  const [row] = await db
    .select({
      id: newsPosts.id,
      slug: newsPosts.slug,
      title: newsPosts.title,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .where(isPublished())
    .orderBy(...newestFirst)
    .limit(1);
  return row ? toCard(row) : null;
}

/** The latest `limit` published posts for the RSS feed, with their sanitised content. */
export async function listNewsForFeed(db: Db, limit = 20): Promise<PublicNewsArticle[]> {
  const rows = await db
    .select({ ...cardColumns, content: newsPosts.content, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(isPublished())
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...toCard(row), content: sanitizeNewsHtml(row.content) }));
}

export async function listNewsForSitemap(
  db: Db,
): Promise<Array<{ id: string; slug: string; lastModified: Date }>> {
  return db
    .select({
      id: newsPosts.id,
      slug: newsPosts.slug,
      lastModified: sql<Date>`greatest(${newsPosts.updatedAt}, ${newsPosts.publishedAt})`.mapWith(
        newsPosts.updatedAt,
      ),
    })
    .from(newsPosts)
    .where(isPublished())
    .orderBy(...newestFirst);
}
