// The staff verbs of news posts (spec §4 save flow, §5 editor rules, §7 admin
// calls). Public reading lives in news.server.ts. Callers check the session
// first (requireStaff).
import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { readTablePage, textMatch, type ListQuery } from "~/platform/list-query.server";
import type { ListPage } from "~/platform/list-page";
import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { NewsCategory } from "~/features/news/news";
import { isUuid } from "~/platform/uuid";
import {
  newsDraftOf,
  publicationDates,
  type NewsEditorValues,
  type NewsStatus,
} from "~/features/news/admin/news-editor";
import { slugify, uniqueSlug } from "~/platform/slug";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { newsPosts } from "~/platform/db/schema";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import type { Actor } from "~/platform/records/audit.server";
import {
  deleteRecord,
  RecordNotFoundError,
  RecordSlugTakenError,
  restoreRecord,
  saveRecord,
  snapshotTexts,
  TITLED_REVISION_ROW,
  type RecordType,
} from "~/platform/records/editable-record.server";

export type AdminNewsRow = {
  id: string;
  slug: string;
  title: string;
  status: NewsStatus;
  category: NewsCategory;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** Bumped by every write: the version an editor is opened on (decision 041). */
  revision: number;
};

/**
 * The dashboard's posts, newest `created_at` first, one page (spec §7):
 * optionally of one status, and matching `q` in the title, summary or text.
 */
export async function listNewsForAdmin(
  db: Db,
  query: ListQuery,
  status?: NewsStatus,
): Promise<ListPage<AdminNewsRow>> {
  const where = and(
    textMatch([newsPosts.title, newsPosts.excerpt, newsPosts.content, newsPosts.slug], query.q),
    status ? eq(newsPosts.status, status) : undefined,
  );
  return readTablePage(db, query, {
    table: newsPosts,
    columns: {
      id: newsPosts.id,
      slug: newsPosts.slug,
      title: newsPosts.title,
      status: newsPosts.status,
      category: newsPosts.category,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
      publishedAt: newsPosts.publishedAt,
      revision: newsPosts.revision,
    },
    where,
    order: [desc(newsPosts.createdAt), desc(newsPosts.id)],
  });
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
  /** Bumped by every write: the version an editor is opened on (decision 041). */
  revision: number;
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
  revision: newsPosts.revision,
};

/** Draft or published; null when the id is malformed or unknown. */
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

export class NewsNotFoundError extends RecordNotFoundError {
  constructor() {
    super("L'articolo non esiste più: potrebbe essere stato eliminato.");
  }
}

/** Thrown when every attempt at a new post's address met another post's (the races of saveNews). */
export class NewsSlugTakenError extends RecordSlugTakenError {
  constructor() {
    super("title", "Un altro articolo ha appena preso lo stesso indirizzo: salva di nuovo.");
  }
}

type NewsRowValues = NewsEditorValues & { authorId: string | null };

/**
 * A news post for the record core (editable-record.server.ts). The content is
 * sanitised with the public page's allow-list on save and on restore; the slug
 * comes from the title, is unique (-2, -3… on collision) and never changes
 * once the post exists, so links keep working. A version keeps the editor's
 * fields; restoring one brings back the text, image, category and tags, while
 * the status and the publication date stay as they are (decision 032).
 */
export const newsRecord: RecordType<EditableNews, NewsRowValues> = {
  entityType: "news",
  noun: "Articolo",
  ...TITLED_REVISION_ROW,
  stateOf: (post) => (post.status === "published" ? "pubblicato" : "bozza"),
  notFound: () => new NewsNotFoundError(),
  slugTaken: () => new NewsSlugTakenError(),
  lock: async (tx, id) => {
    const [row] = await tx
      .select(editableColumns)
      .from(newsPosts)
      .where(eq(newsPosts.id, id))
      .for("update");
    return row ?? null;
  },
  insert: async (tx, values) => {
    const base = slugify(values.title);
    const taken = await tx
      .select({ slug: newsPosts.slug })
      .from(newsPosts)
      .where(or(eq(newsPosts.slug, base), like(newsPosts.slug, `${base}-%`)));
    const slug = uniqueSlug(
      base,
      taken.map((r) => r.slug),
    );
    const [row] = await tx
      .insert(newsPosts)
      .values({
        ...editorFields(values),
        slug,
        authorId: values.authorId,
        ...publicationDates(values.status, null, now(), values.publishAt),
      })
      .returning(editableColumns);
    return row!;
  },
  update: async (tx, existing, values) => {
    const dates = publicationDates(values.status, existing, now(), values.publishAt);
    const [row] = await tx
      .update(newsPosts)
      .set({
        ...editorFields(values),
        publishedAt: dates.publishedAt,
        updatedAt: dates.updatedAt,
        revision: sql`${newsPosts.revision} + 1`,
      })
      .where(eq(newsPosts.id, existing.id))
      .returning(editableColumns);
    return row!;
  },
  remove: async (tx, post) => {
    await tx.delete(newsPosts).where(eq(newsPosts.id, post.id));
  },
  versions: {
    snapshot: (post) => ({ ...newsDraftOf(post), status: post.status }),
    apply: async (tx, current, s) => {
      const [row] = await tx
        .update(newsPosts)
        .set({
          title: String(s.title),
          excerpt: String(s.excerpt),
          content: sanitizeNewsHtml(String(s.content)),
          image: String(s.image),
          category: s.category as NewsCategory,
          tags: snapshotTexts(s.tags),
          updatedAt: now(),
          revision: sql`${newsPosts.revision} + 1`,
        })
        .where(eq(newsPosts.id, current.id))
        .returning(editableColumns);
      return row!;
    },
  },
};

function editorFields(values: NewsEditorValues) {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: sanitizeNewsHtml(values.content),
    image: values.image,
    category: values.category,
    tags: values.tags,
    status: values.status,
  };
}

/** Saves the editor's values (spec §4) through the record core; the author is who saves. */
export function saveNews(
  db: Db,
  input: {
    id?: string;
    values: NewsEditorValues;
    authorId: string | null;
    /** Who saves, for the history and the versions; the author by default. */
    actor?: Actor;
    /** The version the editor was opened on (newsRecord.versionOf). */
    openedVersion?: string;
    /** More writes in the save's transaction (publishing pending edits clears them). */
    inTransaction?: (tx: Db, id: string) => Promise<void>;
  },
): Promise<EditableNews> {
  return saveRecord(db, newsRecord, {
    id: input.id,
    values: { ...input.values, authorId: input.authorId },
    actor: input.actor ?? { id: input.authorId },
    openedVersion: input.openedVersion,
    inTransaction: input.inTransaction,
  });
}

/** Deletes a post; false when there was nothing to delete. Its versions stay, for the record. */
export function deleteNews(
  db: Db,
  id: string,
  actor: Actor = { id: null },
  /** The version the screen showed: a post changed since is not deleted (RecordConflictError). */
  openedVersion?: string,
): Promise<boolean> {
  return deleteRecord(db, newsRecord, id, actor, undefined, openedVersion);
}

/** Restores an earlier version of a post as its newest version (see newsRecord). */
export function restoreNewsVersion(
  db: Db,
  input: { id: string; versionId: string; actor: Actor },
): Promise<number> {
  return restoreRecord(db, newsRecord, input);
}
