import { ArrowDown, ArrowUp, Trash2, type LucideIcon } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

const ROW_ACTION =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * A button-like link acting on one row of a staff list (news, calls,
 * editions): an icon and a word, its accessible name saying which row
 * («Modifica: Bando MOVE 2025»).
 */
export function RowAction({
  to,
  icon: Icon,
  label,
  name,
  danger = false,
  loadingNotice,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  name: string;
  /** Spec §2 editor: what the staff bar says while the page it opens loads. */
  loadingNotice?: string;
  /** Deleting: red, and the list keeps its scroll position under the confirmation. */
  danger?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={danger || undefined}
      state={loadingNotice ? { loadingNotice } : undefined}
      aria-label={`${label}: ${name}`}
      className={`${ROW_ACTION} ${danger ? "border-red-300 text-red-800 hover:bg-red-50" : "border-slate-300 text-slate-800 hover:bg-slate-100"}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** An icon alone is narrower than a finger: at least 44 px wide, the icon centred. */
const MOVE_BUTTON = "min-w-11 justify-center";

/** 'Sposta su' and 'Sposta giù' of a row in a list staff order by hand: submit buttons of the row's form. */
export function MoveButtons({
  name,
  first,
  last,
  moving,
  className,
}: {
  /** What the row is called, for the accessible names. */
  name: string;
  first: boolean;
  last: boolean;
  moving: boolean | undefined;
  className: string;
}) {
  return (
    <>
      <button
        type="submit"
        name="intent"
        value="move-up"
        disabled={first || moving}
        aria-label={`Sposta su: ${name}`}
        className={`${className} ${MOVE_BUTTON}`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="submit"
        name="intent"
        value="move-down"
        disabled={last || moving}
        aria-label={`Sposta giù: ${name}`}
        className={`${className} ${MOVE_BUTTON}`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

type CardProps = {
  title: ReactNode;
  /** What the row is called, for the actions' accessible names. */
  name: string;
  actions: ReactNode;
  deleteHref: string;
  children: ReactNode;
};

/**
 * One row of a staff list shown as a card (calls, news, a course's editions);
 * «Elimina», last, leads to the list's delete confirmation (`deleteHref`).
 */
export function ListCard({ title, name, actions, deleteHref, children }: CardProps) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{title}</h2>
          {children}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <RowAction to={deleteHref} icon={Trash2} label="Elimina" name={name} danger />
        </div>
      </div>
    </li>
  );
}

/**
 * The cards of a staff list (calls, a course's editions), each drawn by
 * `children` (a `ListCard`), or what `empty` says when there are none.
 */
export function CardList<T extends { id: string }>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-6 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/** One line of a `ListCard`'s facts (in a `dl`): «Scadenza: 30 giugno 2026». */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}
