/**
 * The texts of the public pages as records of the core (decision 047): one
 * `page_texts` row per page, its fields a JSON of plain text. The saved texts
 * override those shipped with the page's code.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import {
  courses,
  mediaItems,
  pageTexts,
  pendingEdits,
  type PageTextRow,
} from "~/platform/db/schema";
import type { Actor } from "~/platform/records/audit.server";
import {
  RecordNotFoundError,
  RecordSlugTakenError,
  saveRecord,
  type RecordType,
} from "~/platform/records/editable-record.server";
import { isUuid } from "~/platform/uuid";
import {
  courseRefsOf,
  fieldsOf,
  PAGE_TEXTS_PAGES,
  pageTextsOf,
  pageTextsPage,
} from "~/features/pages/texts/page-texts";
import type {
  PageImage,
  PageTextField,
  PageTextsPage,
} from "~/features/pages/texts/page-text-types";

export class PageTextsNotFoundError extends RecordNotFoundError {
  constructor() {
    super("Questa pagina non esiste più.");
  }
}

/** A failed read is logged and the page shows the texts of its code. */
export async function loadPageTexts<Page extends PageTextsPage>(
  db: Db,
  page: Page,
  log: Logger,
): Promise<Record<keyof Page["defaults"] & string, string>> {
  try {
    const [row] = await db
      .select({ fields: pageTexts.fields })
      .from(pageTexts)
      .where(eq(pageTexts.pageKey, page.key));
    return pageTextsOf(page, row?.fields ?? {});
  } catch (error) {
    log.error({ err: error, page: page.key }, "page texts: read failed, the shipped texts shown");
    return pageTextsOf(page, {});
  }
}

/**
 * The library images chosen in a page's image fields (decision 048), by
 * field, with the library's alt text ("" for a decorative one). An image no
 * longer in the library is left out: the page shows its own.
 */
export async function pageImages(
  db: Db,
  page: PageTextsPage,
  texts: Record<string, string>,
): Promise<Record<string, PageImage>> {
  const chosen = fieldsOf(page).flatMap((field) =>
    field.kind === "image" && texts[field.name] ? [[field.name, texts[field.name]!] as const] : [],
  );
  if (chosen.length === 0) return {};
  const rows = await db
    .select({
      url: mediaItems.url,
      alt: mediaItems.alt,
      decorative: mediaItems.decorative,
      width: mediaItems.width,
      height: mediaItems.height,
    })
    .from(mediaItems)
    .where(
      inArray(
        mediaItems.url,
        chosen.map(([, url]) => url),
      ),
    );
  const images: Record<string, PageImage> = {};
  for (const [name, url] of chosen) {
    const row = rows.find((r) => r.url === url);
    if (!row) continue;
    images[name] = {
      src: row.url,
      alt: row.decorative ? "" : row.alt,
      width: row.width,
      height: row.height,
    };
  }
  return images;
}

/** A failed read shows the shipped texts and images. */
export async function loadPageContent<Page extends PageTextsPage>(db: Db, page: Page, log: Logger) {
  const texts = await loadPageTexts(db, page, log);
  try {
    return { texts, images: await pageImages(db, page, texts) };
  } catch (error) {
    log.error({ err: error, page: page.key }, "page texts: images read failed, the shipped shown");
    return { texts, images: {} };
  }
}

/** The loader of a page that shows only its texts and images: `export const loader = pageContentLoader(…)`. */
export function pageContentLoader<Page extends PageTextsPage>(page: Page) {
  return ({ context }: { context: Readonly<RouterContextProvider> }) => {
    const { database, log } = context.get(appContext);
    return loadPageContent(database.db, page, log);
  };
}

/**
 * The courses a page lists, in the order chosen: each reference is an id (a
 * saved page) or an address (the texts shipped with the code); only those in
 * `available` (the published courses the page shows) are kept.
 */
export function chosenCourses<C extends { id: string; slug: string }>(
  refs: string,
  available: readonly C[],
): C[] {
  return courseRefsOf(refs).flatMap((ref) => {
    const course = available.find((c) => (isUuid(ref) ? c.id === ref : c.slug === ref));
    return course ? [course] : [];
  });
}

/** A page's row for its editor: made (with no saved texts) the first time it is opened. */
export async function pageTextsRowFor(db: Db, page: PageTextsPage): Promise<PageTextRow> {
  await db
    .insert(pageTexts)
    .values({ pageKey: page.key, fields: {}, updatedAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await db.select().from(pageTexts).where(eq(pageTexts.pageKey, page.key));
  return row!;
}

function pageOf(row: PageTextRow): PageTextsPage {
  const page = pageTextsPage(row.pageKey);
  if (!page) throw new PageTextsNotFoundError();
  return page;
}

/** Writes a page's texts (those it has, from `values`) into its row. */
async function writeTexts(
  tx: Db,
  row: PageTextRow,
  values: Record<string, unknown>,
): Promise<PageTextRow> {
  const [written] = await tx
    .update(pageTexts)
    .set({
      fields: pageTextsOf(pageOf(row), values),
      updatedAt: now(),
      revision: sql`${pageTexts.revision} + 1`,
    })
    .where(eq(pageTexts.id, row.id))
    .returning();
  return written!;
}

/**
 * The texts of one page for the record core. Rows are made by the editor
 * (`pageTextsRowFor`), never by a save nor removed. A version keeps every
 * field; restoring one writes back those the page still has.
 */
export const pageTextsRecord: RecordType<PageTextRow, Record<string, string>> = {
  entityType: "page",
  noun: "Pagina",
  feminine: true,
  idOf: (row) => row.id,
  versionOf: (row) => String(row.revision),
  titleOf: (row) => pageOf(row).title,
  notFound: () => new PageTextsNotFoundError(),
  slugTaken: () => new RecordSlugTakenError("", "Questa pagina esiste già."),
  lock: async (tx, id) => {
    const [row] = await tx.select().from(pageTexts).where(eq(pageTexts.id, id)).for("update");
    return row ?? null;
  },
  insert: () => {
    throw new PageTextsNotFoundError();
  },
  update: (tx, existing, values) => writeTexts(tx, existing, values),
  remove: () => {
    throw new PageTextsNotFoundError();
  },
  versions: {
    snapshot: (row) => ({ title: pageOf(row).title, ...pageTextsOf(pageOf(row), row.fields) }),
    apply: (tx, current, snapshot) => writeTexts(tx, current, snapshot),
  },
};

/** `values`: the editor's checked values. */
export async function savePageTexts(
  db: Db,
  input: {
    id: string;
    values: Record<string, string>;
    actor: Actor;
    openedVersion?: string;
    inTransaction?: (tx: Db, id: string) => Promise<void>;
  },
): Promise<PageTextRow> {
  return saveRecord(db, pageTextsRecord, input);
}

/** The keys of the pages with edits saved without publishing. */
export async function listPendingPageTexts(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ key: pageTexts.pageKey })
    .from(pageTexts)
    .innerJoin(
      pendingEdits,
      and(
        eq(pendingEdits.entityType, pageTextsRecord.entityType),
        eq(pendingEdits.entityId, sql`${pageTexts.id}::text`),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * At start (seed.server.ts), once per page: the courses its lists name by
 * address in the shipped texts are stored by id, so that renaming one of them
 * later keeps it listed. Only a page without a row gets one; its texts stay
 * those of its code until staff save it.
 */
export async function seedPageTexts(db: Db): Promise<void> {
  const pages: readonly PageTextsPage[] = PAGE_TEXTS_PAGES;
  for (const page of pages) {
    const lists = page.groups
      .flatMap((g): PageTextField[] => g.fields)
      .filter((f) => f.kind === "courses");
    if (lists.length === 0) continue;
    const [existing] = await db
      .select({ id: pageTexts.id })
      .from(pageTexts)
      .where(eq(pageTexts.pageKey, page.key));
    if (existing) continue;
    const all = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
    if (all.length === 0) continue;
    const fields = Object.fromEntries(
      lists.map((f) => [
        f.name,
        chosenCourses(page.defaults[f.name] ?? "", all)
          .map((c) => c.id)
          .join("\n"),
      ]),
    );
    await db
      .insert(pageTexts)
      .values({ pageKey: page.key, fields, updatedAt: new Date(0) })
      .onConflictDoNothing();
  }
}
