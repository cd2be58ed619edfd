import { Eye, Pencil } from "lucide-react";
import {
  dashboardHref,
  type DashboardPlace,
} from "~/features/news/admin/dashboard/dashboard-place";
import type { AdminNewsRow } from "~/features/news/admin/news-admin.server";
import { NEWS_STATUS_LABELS } from "~/features/news/admin/news-editor";
import { newsCategoryLabel } from "~/features/news/news";
import { formatDateTimeIt } from "~/platform/format-date";
import { isScheduled, scheduledLabel } from "~/platform/forms/publish-at";
import { CardFact, ListCard, RowAction } from "~/ui/staff/row-actions";

export function NewsRow({
  post,
  place,
  now,
}: {
  post: AdminNewsRow;
  place: DashboardPlace;
  /** The server clock when the list was read. */
  now: Date;
}) {
  const scheduled = post.status === "published" && isScheduled(post.publishedAt, now);
  const published = post.status === "published" && !scheduled;
  return (
    <ListCard
      title={post.title}
      name={post.title}
      actions={
        <>
          <RowAction
            to={`/admin/news/edit/${post.id}`}
            icon={Pencil}
            label="Modifica"
            name={post.title}
            loadingNotice="Caricamento articolo..."
          />
          <RowAction
            to={`/admin/news/preview/${post.id}`}
            icon={Eye}
            label="Anteprima"
            name={post.title}
          />
        </>
      }
      deleteHref={dashboardHref(place, { elimina: post.id })}
    >
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            published
              ? "bg-green-100 text-green-900"
              : scheduled
                ? "bg-sky-100 text-sky-900"
                : "bg-amber-100 text-amber-900"
          }`}
        >
          {scheduled ? "Programmato" : NEWS_STATUS_LABELS[post.status]}
        </span>
        {scheduled && post.publishedAt ? (
          <span className="font-semibold text-sky-900">{scheduledLabel(post.publishedAt)}</span>
        ) : null}
        <span>Categoria: {newsCategoryLabel(post.category)}</span>
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
        <CardFact label="Creato: ">{formatDateTimeIt(post.createdAt)}</CardFact>
        <CardFact label="Aggiornato: ">{formatDateTimeIt(post.updatedAt)}</CardFact>
        <CardFact label="Pubblicato: ">
          {post.publishedAt ? formatDateTimeIt(post.publishedAt) : "non pubblicato"}
        </CardFact>
      </dl>
    </ListCard>
  );
}
