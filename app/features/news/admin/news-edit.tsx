import { listPickableImages } from "~/features/media/public-api.server";
import { NewsEditor } from "~/features/news/admin/news-editor-form";
import { newsDraftOf } from "~/features/news/admin/news-editor";
import { publishAtFields } from "~/platform/forms/publish-at";
import { Notice } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { PendingEdits } from "~/ui/records/record-screen";
import { VersionList } from "~/ui/records/versions";
import { PENDING_NOTICES } from "~/platform/records/pending-edit";
import { editorPendingState } from "~/platform/records/pending-edits.server";
import { appContext } from "~/context";
import { listVersions } from "~/platform/records/versions.server";
import { pageMeta } from "~/platform/meta";
import { newsRecord, requireNewsForEditing } from "~/features/news/admin/news-admin.server";
import { newsEditorAction } from "~/features/news/admin/news-editor-action.server";
import type { Route } from "./+types/news-edit";

export const meta = () => pageMeta("Modifica articolo", "Modifica di un articolo delle news.");

/** spec §8: a post that cannot be loaded sends the editor back to the dashboard with the error. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await requireNewsForEditing(context, params.newsId);
  const { database } = context.get(appContext);
  // Set by the restore (news-version.tsx): the new version's number.
  const url = new URL(request.url);
  const restored = Number(url.searchParams.get("ripristinata")) || null;
  const draft = { ...newsDraftOf(post), ...publishAtFields(post.publishedAt) };
  return {
    versions: await listVersions(database.db, "news", post.id),
    restored,
    post: { id: post.id, status: post.status, version: newsRecord.versionOf(post) },
    // Edits saved without publishing (decision 047): the form opens on them.
    ...(await editorPendingState(database.db, newsRecord.entityType, post.id, draft, url)),
    notice: noticeFrom(url, PENDING_NOTICES),
    library: await listPickableImages(database.db, { courseImages: false }),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return newsEditorAction({ request, context, newsId: params.newsId });
}

export default function NewsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, post, restored, pending, confirmDiscard, notice } = loaderData;
  const editHref = `/admin/news/edit/${post.id}`;
  return (
    <>
      {restored || notice ? (
        <div className="mx-auto max-w-5xl px-4">
          <Notice tone="success">
            {restored ? "Versione ripristinata: è ora la versione più recente." : notice}
          </Notice>
        </div>
      ) : null}
      {pending ? (
        <div className="mx-auto max-w-4xl px-4">
          <PendingEdits
            pending={pending}
            editHref={editHref}
            previewHref={`/admin/news/preview/${post.id}`}
            confirmDiscard={confirmDiscard}
          />
        </div>
      ) : null}
      <NewsEditor
        // A restore changes the fields: remount the editor with them (only then:
        // a remount after a save would drop its success message and redirect).
        key={`${post.id}:${restored ?? ""}:${pending?.token ?? ""}`}
        mode="edit"
        initial={loaderData.initial}
        post={post}
        pending={post.status === "published" || pending ? (pending?.token ?? "") : undefined}
        result={actionData}
        library={loaderData.library}
      />
      <VersionList
        versions={versions}
        editHref={`/admin/news/edit/${post.id}`}
        className="mx-auto max-w-5xl px-4 pb-12"
      />
    </>
  );
}
