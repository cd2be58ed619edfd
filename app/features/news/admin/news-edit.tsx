import { listPickableImages } from "~/features/media/media-library.server";
import { NewsEditor } from "~/features/news/admin/news-editor-form";
import { newsDraftOf } from "~/features/news/admin/news-editor";
import { Notice } from "~/ui/staff/staff-ui";
import { VersionList } from "~/platform/records/record-screens";
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
  const restored = Number(new URL(request.url).searchParams.get("ripristinata")) || null;
  return {
    versions: await listVersions(database.db, "news", post.id),
    restored,
    post: { id: post.id, status: post.status, version: newsRecord.versionOf(post) },
    initial: newsDraftOf(post),
    library: await listPickableImages(database.db, { courseImages: false }),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return newsEditorAction({ request, context, newsId: params.newsId });
}

export default function NewsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, post, restored } = loaderData;
  return (
    <>
      {restored ? (
        <div className="mx-auto max-w-5xl px-4">
          <Notice tone="success">Versione ripristinata: è ora la versione più recente.</Notice>
        </div>
      ) : null}
      <NewsEditor
        // A restore changes the fields: remount the editor with them (only then:
        // a remount after a save would drop its success message and redirect).
        key={`${post.id}:${restored ?? ""}`}
        mode="edit"
        initial={loaderData.initial}
        post={post}
        result={actionData}
        library={loaderData.library}
      />
      <VersionList
        versions={versions}
        restoreHref={(id) => `/admin/news/edit/${post.id}/versioni/${id}`}
        className="mx-auto max-w-5xl px-4 pb-12"
      />
    </>
  );
}
