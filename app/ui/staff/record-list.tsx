import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { ListPager, ListSearch, ListSummary } from "~/ui/staff/list-controls";
import { StatusBadge } from "~/ui/staff/status-badge";
import { formatDateTimeIt } from "~/platform/format-date";
import type { ListPage } from "~/platform/list-page";

/** A staff inbox (messages, e-mails, registrations) below its title. */
export function RecordInbox<T extends { id: string }>({
  list,
  search,
  filters,
  nouns,
  empty,
  row,
}: {
  list: ListPage<T>;
  /** The search box (`ListSearch`); its query is the list's. */
  search: Omit<ComponentProps<typeof ListSearch>, "q" | "children">;
  /** The list's own filters, beside the search (`ListSelect`s). */
  filters?: ReactNode;
  /** Singular and plural of what is counted ("messaggio", "messaggi"). */
  nouns: [string, string];
  /** Said when the list is empty and nothing is searched. */
  empty: string;
  row: (item: T) => RowProps;
}) {
  return (
    <>
      <ListSearch {...search} q={list.q}>
        {filters}
      </ListSearch>
      <ListSummary list={list} nouns={nouns} empty={empty} />
      <RecordList items={list.items}>{(item) => <RecordRow {...row(item)} />}</RecordList>
      <ListPager list={list} />
    </>
  );
}

type ListProps<T extends { id: string }> = {
  items: readonly T[];
  children: (item: T) => ReactNode;
};

/**
 * The list of a staff inbox (messages, registrations); nothing when it is empty
 * (ListSummary of list-controls.tsx says so above it). On a phone each row is
 * a card: the title and its line on the full width, then when and the status.
 */
function RecordList<T extends { id: string }>({ items, children }: ListProps<T>) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

type RowProps = {
  to: string;
  title: ReactNode;
  /** Bold title: the item still waits to be handled. */
  emphasis?: boolean;
  /** The line under the title (e-mail and more). */
  detail: ReactNode;
  createdAt: string | Date;
  status: string;
  statusLabel: string;
};

function RecordRow({ to, title, emphasis, detail, createdAt, status, statusLabel }: RowProps) {
  return (
    <>
      {/* basis-full below `sm`: a shared line left the title a column a few pixels wide. */}
      <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
        <Link
          to={to}
          className={`${emphasis ? "font-bold" : "font-semibold"} break-words text-brand-800 underline-offset-2 hover:underline`}
        >
          {title}
        </Link>
        <p className="text-sm wrap-anywhere text-slate-700">{detail}</p>
      </div>
      <p className="text-sm text-slate-700">
        <time dateTime={new Date(createdAt).toISOString()}>{formatDateTimeIt(createdAt)}</time>
      </p>
      <StatusBadge status={status} label={statusLabel} />
    </>
  );
}
