import { ExternalLink, Eye, Pencil, type LucideIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  COURSE_CATEGORY_LABELS,
  COURSE_STATUS_LABELS,
} from "~/features/courses/admin/course-editor";
import type { AdminCourseRow } from "~/features/courses/admin/courses-admin.server";
import { isScheduled, scheduledLabel } from "~/platform/forms/publish-at";
import { IconLink } from "~/ui/staff/staff-ui";
import { MoveButtons } from "~/ui/staff/row-actions";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

const STATUS_BADGE: Record<AdminCourseRow["status"], string> = {
  bozza: "bg-amber-100 text-amber-950",
  pubblicato: "bg-green-100 text-green-900",
  archiviato: "bg-slate-200 text-slate-900",
};

/**
 * A button-like link of a course's row, its accessible name saying which
 * course («Modifica: Inglese B1»).
 */
function RowLink({
  to,
  icon,
  label,
  name,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  name: string;
}) {
  return (
    <IconLink to={to} icon={icon} aria-label={`${label}: ${name}`} className={linkClass}>
      {label}
    </IconLink>
  );
}

export function CourseRow({
  row,
  first,
  last,
  filterQuery,
  now,
}: {
  row: AdminCourseRow;
  first: boolean;
  last: boolean;
  filterQuery: string;
  /** The server clock when the list was read. */
  now: Date;
}) {
  const scheduled = row.status === "pubblicato" && isScheduled(row.publishedAt, now);
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" && navigation.formData?.get("id") === row.id;
  return (
    <li id={`corso-${row.id}`} className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-slate-900">{row.title}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_BADGE[row.status]}`}>
              {COURSE_STATUS_LABELS[row.status]}
            </span>
            {scheduled && row.publishedAt ? (
              <span className="font-semibold text-sky-900">{scheduledLabel(row.publishedAt)}</span>
            ) : null}
            <span>{COURSE_CATEGORY_LABELS[row.category]}</span>
            {row.code ? <span>Codice {row.code}</span> : null}
            <span>/corsi/{row.slug}</span>
            {row.featuredRank ? (
              <span className="font-semibold text-amber-900">
                In evidenza n. {row.featuredRank}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RowLink to={`/admin/corsi/${row.id}`} icon={Pencil} label="Modifica" name={row.title} />
          <RowLink
            to={`/admin/corsi/${row.id}/anteprima`}
            icon={Eye}
            label="Anteprima"
            name={row.title}
          />
          {row.status === "pubblicato" && !scheduled ? (
            <RowLink
              to={`/corsi/${row.slug}`}
              icon={ExternalLink}
              label="Pagina pubblica"
              name={row.title}
            />
          ) : null}
          <Form method="post" preventScrollReset className="flex gap-2">
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="filtri" value={filterQuery} />
            <MoveButtons
              name={row.title}
              first={first}
              last={last}
              moving={moving}
              className={`${linkClass} disabled:opacity-50`}
            />
          </Form>
        </div>
      </div>
    </li>
  );
}
