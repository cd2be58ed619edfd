import { NewsArticleView } from "~/features/news/public/article-view";
import { BackLink } from "~/ui/back-link";
import { NEWS_AUTHOR } from "~/features/news/article-author";
import { pageMeta } from "~/platform/meta";
import { newsHref } from "~/features/news/news";
import { now } from "~/platform/clock.server";
import { newsRecord, requireNewsForEditing } from "~/features/news/admin/news-admin.server";
import { newsDraftOf } from "~/features/news/admin/news-editor";
import { appContext } from "~/context";
import { draftWithPending, pendingSentence } from "~/platform/records/pending-edit";
import { getPendingEdit } from "~/platform/records/pending-edits.server";
import { PreviewFrame } from "~/ui/records/preview-frame";
import { sanitizeNewsHtml } from "~/platform/records/sanitize.server";
import type { Route } from "./+types/news-preview";

export const meta = () => pageMeta("Anteprima articolo", "Anteprima riservata allo staff.");

/**
 * 'Anteprima': the post as visitors will see it, drafts included.
 * Guarded by features/staff/auth/guard.ts; the content goes through the same allow-list
 * as the public article.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await requireNewsForEditing(context, params.newsId);
  const { database } = context.get(appContext);
  // Edits saved without publishing are what the preview shows (decision 047).
  const pending = await getPendingEdit(database.db, newsRecord.entityType, post.id);
  const shown = pending ? draftWithPending(newsDraftOf(post), pending.values) : post;
  return {
    pending: pending ? pendingSentence(pending) : null,
    post: {
      id: post.id,
      slug: post.slug,
      title: shown.title,
      excerpt: shown.excerpt,
      image: shown.image,
      category: shown.category,
      tags: shown.tags,
      status: post.status,
      // A draft shows the date it would carry if published now.
      publishedAt: post.publishedAt ?? now(),
      content: sanitizeNewsHtml(shown.content),
    },
    author: NEWS_AUTHOR,
  };
}

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { post, author, pending } = loaderData;
  const published = new Date(post.publishedAt);
  const isDraft = post.status === "draft";
  return (
    <PreviewFrame
      width="max-w-3xl"
      pending={pending}
      message={
        <>
          Anteprima
          {isDraft
            ? ": questa è una bozza, i visitatori non la vedono ancora."
            : `: articolo pubblicato, visibile su ${newsHref(post)}.`}
        </>
      }
      editHref={`/admin/news/edit/${post.id}`}
      editLabel="Torna all'editor"
    >
      <article className="mx-auto max-w-3xl bg-white px-4 py-10 sm:py-14">
        <BackLink to="/admin/dashboard">Torna alla dashboard</BackLink>
        <NewsArticleView post={post} published={published} author={author} />
      </article>
    </PreviewFrame>
  );
}
