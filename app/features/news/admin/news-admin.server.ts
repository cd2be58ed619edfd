// The staff verbs of news posts: list with drafts, load for editing, save, delete
// (spec §4 save flow, §5 editor rules, §7 admin calls). Public reading lives in
// news.server.ts. Callers check the session first (requireStaff).
import { desc, eq, like, or, sql } from "drizzle-orm";
import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { NewsCategory } from "~/features/news/news";
import { isUuid } from "~/platform/uuid";
import {
  publicationDates,
  type NewsEditorValues,
  type NewsStatus,
} from "~/features/news/admin/news-editor";
import { slugify, uniqueSlug } from "~/platform/slug";
import { now } from "~/platform/clock.server";
import type { Database, Db } from "~/platform/db/client.server";
import { newsPosts } from "~/platform/db/schema";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import { recordChange, type Actor } from "~/platform/records/audit.server";
import { restoreVersion, saveVersion, type Snapshot } from "~/platform/records/versions.server";

export type AdminNewsRow = {
  id: string;
  slug: string;
  title: string;
  status: NewsStatus;
  category: NewsCategory;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

/** Every post for the dashboard, newest `created_at` first, optionally of one status (spec §7). */
export async function listNewsForAdmin(db: Db, status?: NewsStatus): Promise<AdminNewsRow[]> {
  return db
    .select({
      id: newsPosts.id,
      slug: newsPosts.slug,
      title: newsPosts.title,
      status: newsPosts.status,
      category: newsPosts.category,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .where(status ? eq(newsPosts.status, status) : undefined)
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id));
}

export type EditableNews = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: NewsCategory;
  tags: string[];
  status: NewsStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

const editableColumns = {
  id: newsPosts.id,
  slug: newsPosts.slug,
  title: newsPosts.title,
  excerpt: newsPosts.excerpt,
  content: newsPosts.content,
  image: newsPosts.image,
  category: newsPosts.category,
  tags: newsPosts.tags,
  status: newsPosts.status,
  createdAt: newsPosts.createdAt,
  updatedAt: newsPosts.updatedAt,
  publishedAt: newsPosts.publishedAt,
};

/** One post, draft or published, by id; null when the id is malformed or unknown. */
export async function getNewsForEditing(db: Db, id: string): Promise<EditableNews | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(editableColumns).from(newsPosts).where(eq(newsPosts.id, id));
  return row ?? null;
}

/**
 * spec §8: a post that cannot be loaded (unknown id, or the read failed: logged)
 * sends staff back to the dashboard with the notice. The editor and the preview.
 */
export async function requireNewsForEditing(
  context: Readonly<RouterContextProvider>,
  id: string,
): Promise<EditableNews> {
  const { database, log } = context.get(appContext);
  let post: EditableNews | null = null;
  try {
    post = await getNewsForEditing(database.db, id);
  } catch (error) {
    log.error({ err: error }, "admin news load failed");
  }
  if (!post) throw redirect("/admin/dashboard?avviso=articolo-non-trovato");
  return post;
}

/** Thrown by saveNews when the post being edited no longer exists. */
export class NewsNotFoundError extends Error {
  constructor() {
    super("L'articolo non esiste più: potrebbe essere stato eliminato.");
  }
}

/**
 * Saves the editor's values (spec §4): an existing post (id given) is updated,
 * otherwise one row is inserted. The content is sanitised with the public
 * page's allow-list; the slug comes from the title, is unique (-2, -3… on
 * collision) and never changes once the post exists, so links keep working.
 * Everything happens in one transaction: nothing is half-saved.
 */
export async function saveNews(
  db: Db,
  input: {
    id?: string;
    values: NewsEditorValues;
    authorId: string | null;
    /** Who saves, for the history and the versions; the author by default. */
    actor?: Actor;
  },
): Promise<EditableNews> {
  const actor: Actor = input.actor ?? { id: input.authorId };
  const { values } = input;
  // What the editor sets, on a new post as on an existing one; the body sanitised on save.
  const fields = {
    title: values.title,
    excerpt: values.excerpt,
    content: sanitizeNewsHtml(values.content),
    image: values.image,
    category: values.category,
    tags: values.tags,
    status: values.status,
  };
  // Two saves racing for the same new slug: the unique index refuses the second; try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const saved = await db.transaction(async (tx) => {
        const t = now();
        if (input.id) {
          if (!isUuid(input.id)) throw new NewsNotFoundError();
          const [existing] = await tx
            .select(editableColumns)
            .from(newsPosts)
            .where(eq(newsPosts.id, input.id))
            .for("update");
          if (!existing) throw new NewsNotFoundError();
          const dates = publicationDates(values.status, existing, t);
          const [row] = await tx
            .update(newsPosts)
            .set({ ...fields, publishedAt: dates.publishedAt, updatedAt: dates.updatedAt })
            .where(eq(newsPosts.id, input.id))
            .returning(editableColumns);
          await saveVersion(tx, {
            entityType: "news",
            entityId: row!.id,
            actor,
            snapshot: newsSnapshot(row!),
            before: newsSnapshot(existing),
          });
          await recordChange(tx, {
            actor,
            action: "update",
            entityType: "news",
            entityId: row!.id,
            summary: `Articolo «${row!.title}» modificato (${row!.status === "published" ? "pubblicato" : "bozza"})`,
          });
          return row!;
        }
        const base = slugify(values.title);
        const taken = await tx
          .select({ slug: newsPosts.slug })
          .from(newsPosts)
          .where(or(eq(newsPosts.slug, base), like(newsPosts.slug, `${base}-%`)));
        const slug = uniqueSlug(
          base,
          taken.map((r) => r.slug),
        );
        const dates = publicationDates(values.status, null, t);
        const [row] = await tx
          .insert(newsPosts)
          .values({
            ...fields,
            slug,
            authorId: input.authorId,
            ...dates,
          })
          .returning(editableColumns);
        await saveVersion(tx, {
          entityType: "news",
          entityId: row!.id,
          actor,
          snapshot: newsSnapshot(row!),
        });
        await recordChange(tx, {
          actor,
          action: "create",
          entityType: "news",
          entityId: row!.id,
          summary: `Articolo «${row!.title}» creato (${row!.status === "published" ? "pubblicato" : "bozza"})`,
        });
        return row!;
      });
      markContentChanged();
      return saved;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Deletes a post; false when there was nothing to delete. Its versions stay, for the record. */
export async function deleteNews(
  db: Db,
  id: string,
  actor: Actor = { id: null },
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(newsPosts)
      .where(eq(newsPosts.id, id))
      .returning({ id: newsPosts.id, title: newsPosts.title });
    for (const row of rows) {
      await recordChange(tx, {
        actor,
        action: "delete",
        entityType: "news",
        entityId: row.id,
        summary: `Articolo «${row.title}» eliminato`,
      });
    }
    return rows;
  });
  if (deleted.length > 0) markContentChanged();
  return deleted.length > 0;
}

/**
 * What a version of a post keeps: the editor's fields. Restoring one brings
 * back the text, image, category and tags; the status and the publication
 * date stay as they are now (decision 032: a restore never unpublishes).
 */
function newsSnapshot(post: EditableNews): Snapshot {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    category: post.category,
    tags: post.tags,
    status: post.status,
  };
}

/** Restores an earlier version of a post as its newest version (versions.server.ts). */
export async function restoreNewsVersion(
  db: Db,
  input: { id: string; versionId: string; actor: Actor },
): Promise<number> {
  if (!isUuid(input.id)) throw new NewsNotFoundError();
  const version = await restoreVersion(db, {
    entityType: "news",
    entityId: input.id,
    versionId: input.versionId,
    actor: input.actor,
    summary: (n, title) => `Articolo «${title}»: ripristinata la versione ${n}`,
    apply: async (tx, snapshot) => {
      const [row] = await tx
        .update(newsPosts)
        .set({
          title: String(snapshot.title),
          excerpt: String(snapshot.excerpt),
          content: sanitizeNewsHtml(String(snapshot.content)),
          image: String(snapshot.image),
          category: snapshot.category as NewsCategory,
          tags: Array.isArray(snapshot.tags) ? snapshot.tags.map(String) : [],
          updatedAt: now(),
        })
        .where(eq(newsPosts.id, input.id))
        .returning(editableColumns);
      return row ? { snapshot: newsSnapshot(row), title: row.title } : null;
    },
  });
  markContentChanged();
  return version;
}

/**
 * In-process version of the public content, bumped by every write of this
 * process that changes what visitors see (news saved or deleted, courses
 * written by courses-admin.server.ts). With PGlite
 * there is exactly one server process, so this is all the page cache needs to
 * know; with PostgreSQL the cache also reads a fingerprint from the database,
 * which covers writes made by other instances.
 */
let version = 0;

/** Called after every write that changes what visitors see (news, courses, calls, site settings). */
export function markContentChanged(): void {
  version++;
}

/**
 * What the cached pages depend on. With PGlite the only writer is this process
 * (markContentChanged above); with PostgreSQL other instances write too, so the
 * count and last update of the news, of the courses (every course write sets
 * updated_at, a delete changes the count), of the old course slugs and of the
 * funding calls (the home cards and the call pages read them), and the site
 * settings' last save, are read on every request.
 */
export function contentFingerprint(database: Database): Promise<string> {
  if (database.kind === "pglite") return Promise.resolve(`local:${version}`);
  return database.db
    .execute(
      sql`select concat_ws('|',
        (select count(*) from news_posts), coalesce((select max(updated_at) from news_posts)::text, '-'),
        (select count(*) from courses), coalesce((select max(updated_at) from courses)::text, '-'),
        (select count(*) from course_slug_redirects), coalesce((select max(created_at) from course_slug_redirects)::text, '-'),
        (select count(*) from calls), coalesce((select max(updated_at) from calls)::text, '-'),
        coalesce((select max(updated_at) from site_settings)::text, '-')
      ) as v`,
    )
    .then((result) => String((result as unknown as { rows: Array<{ v: string }> }).rows[0]?.v));
}
