// The one action behind /admin/news/new and /admin/news/edit/:newsId: the
// record core's editor (record-editor.server.ts) with the news field map.
// Spec §4 save flow, §5 editor rules, §8 save errors.
import {
  NewsEditorSchema,
  readNewsEditor,
  SAVE_FAILURE_MESSAGE,
  SAVE_SUCCESS_MESSAGE,
} from "~/features/news/admin/news-editor";
import { newsImageAlt } from "~/features/news/news";
import { newsRecord, saveNews } from "~/features/news/admin/news-admin.server";
import { pendingEditsOf } from "~/platform/records/pending-edits.server";
import { formDone } from "~/platform/forms/forms.server";
import { storeMediaImage } from "~/platform/records/media.server";
import { recordEditorAction, type EditorArgs } from "~/platform/records/record-editor.server";

/**
 * Saves a post (newsId given: update, otherwise insert) or, with
 * intent=upload-image, stores an image for the rich-text editor. The session
 * is checked first: without one nothing is read or saved ('User not
 * authenticated'). The button pressed (`intent`: draft or published) is the status.
 */
export function newsEditorAction(args: EditorArgs & { newsId?: string }) {
  return recordEditorAction(
    { ...args, id: args.newsId },
    {
      label: "news editor",
      schema: () => NewsEditorSchema,
      read: readNewsEditor,
      messages: {
        saveFailure: SAVE_FAILURE_MESSAGE,
      },
      image: {
        store: storeMediaImage,
        alt: (values) => newsImageAlt(values.title),
      },
      save: (db, { id, values, image, staff, actor, openedVersion, inTransaction }) =>
        saveNews(db, {
          id,
          values: image ? { ...values, image } : values,
          authorId: staff.id,
          actor,
          openedVersion,
          inTransaction,
        }),
      saved: (post) => formDone({ message: SAVE_SUCCESS_MESSAGE, id: post.id }),
      pending: pendingEditsOf(newsRecord, {
        savedHref: (id) => `/admin/news/edit/${id}?avviso=bozza-salvata`,
        discardedHref: (id) => `/admin/news/edit/${id}?avviso=modifiche-scartate`,
      }),
    },
  );
}
