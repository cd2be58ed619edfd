// What the page-text screens (/admin/pagine…) read, and the editor's action
// (decision 047).
import { redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { listCoursesByCategory } from "~/features/courses/public-api.server";
import { listPickableImages } from "~/features/media/public-api.server";
import {
  fieldsOf,
  pageTextsOf,
  pageTextsPage,
  pageTextsSchema,
  readPageTexts,
} from "~/features/pages/texts/page-texts";
import type { PageTextsPage } from "~/features/pages/texts/page-text-types";
import {
  chosenCourses,
  pageTextsRecord,
  pageTextsRowFor,
  savePageTexts,
} from "~/features/pages/texts/page-texts.server";
import type { Db } from "~/platform/db/client.server";
import { getStaff } from "~/features/staff/public-api.server";
import { formFailed } from "~/platform/forms/forms.server";
import { draftWithPending } from "~/platform/records/pending-edit";
import { getPendingEdit, pendingEditsOf } from "~/platform/records/pending-edits.server";
import {
  NOT_AUTHENTICATED_MESSAGE,
  recordEditorAction,
} from "~/platform/records/record-editor.server";

export const PAGE_TEXTS_SAVE_FAILURE =
  "Si è verificato un errore durante il salvataggio dei testi. Riprova.";

/** The editor of a page's texts, with the notice to show there. */
export function pageTextsHref(key: string, notice?: string): string {
  return `/admin/pagine/${key}${notice ? `?avviso=${notice}` : ""}`;
}

/** The page of `/admin/pagine/:pageKey`; an unknown one goes back to the list. */
export function requirePageTextsPage(key: string | undefined): PageTextsPage {
  const page = pageTextsPage(key ?? "");
  if (!page) throw redirect("/admin/pagine?avviso=non-trovata");
  return page;
}

/** The published courses each "courses" field of the page chooses from (id, slug, title). */
async function courseChoices(db: Db, page: PageTextsPage) {
  const categories = new Set(
    page.groups.flatMap((g) => g.fields.flatMap((f) => (f.category ? [f.category] : []))),
  );
  const choices: Record<string, { id: string; slug: string; title: string }[]> = {};
  for (const category of categories) {
    choices[category] = (await listCoursesByCategory(db, category)).map(({ id, slug, title }) => ({
      id,
      slug,
      title,
    }));
  }
  return choices;
}

/**
 * The library images a page's image fields may show (decision 048): those
 * with their alt text written or marked decorative, not a course's variants;
 * none for a page without image fields.
 */
async function imageChoices(db: Db, page: PageTextsPage) {
  if (!fieldsOf(page).some((field) => field.kind === "image")) return [];
  const images = await listPickableImages(db, { courseImages: false });
  return images.filter((image) => image.decorative || image.alt !== "");
}

/**
 * The page's texts as its editor shows them: the saved ones (or the shipped
 * ones), with the pending edits over them; the courses of a list as ids.
 */
export async function pageTextsForEditing(db: Db, page: PageTextsPage) {
  const row = await pageTextsRowFor(db, page);
  const pending = await getPendingEdit(db, pageTextsRecord.entityType, row.id);
  const choices = await courseChoices(db, page);
  const texts = pageTextsOf(page, row.fields);
  const draft = pending ? draftWithPending(texts, pending.values) : texts;
  for (const field of page.groups.flatMap((g) => g.fields)) {
    if (field.kind !== "courses" || !field.category) continue;
    draft[field.name] = chosenCourses(draft[field.name] ?? "", choices[field.category] ?? [])
      .map((course) => course.id)
      .join("\n");
  }
  return { row, pending, draft, choices, images: await imageChoices(db, page) };
}

/** The action of /admin/pagine/:pageKey: save (publish), save without publishing, discard. */
export async function pageTextsEditorAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  pageKey: string | undefined;
}) {
  // Like every record editor, a post without a session answers 401 before
  // anything is read or written (decision 039).
  if (!(await getStaff(args.request, args.context))) {
    return formFailed<Record<string, string>>(401, undefined, NOT_AUTHENTICATED_MESSAGE);
  }
  const page = requirePageTextsPage(args.pageKey);
  const { database } = args.context.get(appContext);
  const row = await pageTextsRowFor(database.db, page);
  const usable = new Set((await imageChoices(database.db, page)).map((image) => image.url));
  return recordEditorAction(
    { request: args.request, context: args.context, id: row.id },
    {
      label: "page texts editor",
      schema: () => pageTextsSchema(page, usable),
      read: readPageTexts(page),
      messages: {
        saveFailure: PAGE_TEXTS_SAVE_FAILURE,
      },
      save: (db, { id, values, actor, openedVersion, inTransaction }) =>
        savePageTexts(db, {
          id: id ?? row.id,
          values,
          actor,
          openedVersion,
          inTransaction,
        }),
      saved: () => {
        throw redirect(pageTextsHref(page.key, "pubblicata"));
      },
      pending: pendingEditsOf(pageTextsRecord, {
        savedHref: () => pageTextsHref(page.key, "bozza-salvata"),
        discardedHref: () => pageTextsHref(page.key, "modifiche-scartate"),
      }),
    },
  );
}
