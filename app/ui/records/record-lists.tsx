// The staff lists of records: the header with the way to a new one, and the lists staff put in order.
import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ConfirmDelete, IconLink, ListNotices, LoadError } from "~/ui/staff/staff-ui";
import { MoveButtons } from "~/ui/staff/row-actions";
import type { OrderedListItem, OrderedListPage } from "~/platform/records/ordered-list";

/**
 * The top of a staff list of records: its title and the way to a new one
 * (after `children`, the list's other links).
 */
export function RecordListHeader({
  title,
  newRecord: { to, icon, label },
  children,
}: {
  title: string;
  newRecord: { to: string; icon: LucideIcon; label: string };
  children?: ReactNode;
}) {
  const link = (
    <IconLink
      to={to}
      icon={icon}
      iconClassName="size-5"
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {label}
    </IconLink>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {children ? (
        <div className="flex flex-wrap gap-2">
          {children}
          {link}
        </div>
      ) : (
        link
      )}
    </div>
  );
}

/** A staff list page of records; `links` are the list's other links, before the way to a new record. */
export function RecordListPage({
  width = "max-w-7xl",
  title,
  newRecord,
  links,
  children,
}: {
  width?: string;
  title: string;
  newRecord: Parameters<typeof RecordListHeader>[0]["newRecord"];
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:py-10`}>
      <RecordListHeader title={title} newRecord={newRecord}>
        {links}
      </RecordListHeader>
      {children}
    </div>
  );
}

const ROW_ACTION =
  "inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";

/**
 * One list of records in an order staff set (price offers, FAQ): 'Sposta su'
 * and 'Sposta giù' post to the list's `orderedListAction`, 'Elimina' leads to
 * the list's confirmation step (`?elimina=`). Works without script.
 */
function OrderedRecordList({
  id,
  title,
  items,
  href,
  empty,
}: {
  id: string;
  title: string;
  items: readonly { id: string; title: string; detail: ReactNode }[];
  /** The list page; a record's editor is `${href}/${id}`. */
  href: string;
  empty: string;
}) {
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" && navigation.formData?.has("id");
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          {empty}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`voce-${item.id}`}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold break-words text-slate-900">
                    {i + 1}. {item.title}
                  </h3>
                  <div className="mt-1 text-sm text-slate-700">{item.detail}</div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <IconLink
                    to={`${href}/${item.id}`}
                    icon={Pencil}
                    aria-label={`Modifica: ${item.title}`}
                    className={`${ROW_ACTION} border-slate-300 text-slate-800 hover:bg-slate-100`}
                  >
                    Modifica
                  </IconLink>
                  <Form method="post" preventScrollReset className="flex gap-2">
                    <input type="hidden" name="id" value={item.id} />
                    <MoveButtons
                      name={item.title}
                      first={i === 0}
                      last={i === items.length - 1}
                      moving={moving}
                      className={`${ROW_ACTION} border-slate-300 text-slate-800 hover:bg-slate-100`}
                    />
                  </Form>
                  <IconLink
                    to={`${href}?elimina=${item.id}`}
                    icon={Trash2}
                    preventScrollReset
                    aria-label={`Elimina: ${item.title}`}
                    className={`${ROW_ACTION} border-red-300 text-red-800 hover:bg-red-50`}
                  >
                    Elimina
                  </IconLink>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function OrderedListBody({
  href,
  notice,
  actionError,
  confirm,
  deletion,
  error,
  children,
}: {
  href: string;
  notice: { tone: "success" | "error"; text: string } | null;
  actionError: string | null | undefined;
  confirm: { id: string; title: string } | null;
  deletion: { title: string; question: string };
  error: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <ListNotices notice={notice} error={actionError} />
      {confirm ? (
        <ConfirmDelete
          cancelHref={href}
          title={deletion.title}
          question={deletion.question}
          deletion={{ id: confirm.id, name: confirm.title }}
        />
      ) : null}
      {error ? <LoadError>{error}</LoadError> : children}
    </>
  );
}

/**
 * The staff list screen of an ordered record type (price offers by price
 * list, FAQ by page): one `OrderedRecordList` for each of `groups`.
 */
export function OrderedListScreen({
  texts,
  groups,
  loaderData: { items, confirm, notice, error },
  actionData,
}: {
  texts: OrderedListPage;
  /** The lists by key (the items' `group`), in their order, each headed «label (path)». */
  groups: Readonly<Record<string, { label: string; path: string }>>;
  loaderData: {
    items: readonly OrderedListItem[];
    confirm: OrderedListItem | null;
    notice: { tone: "success" | "error"; text: string } | null;
    error: string | null;
  };
  actionData?: { status: string; message?: string };
}) {
  return (
    <RecordListPage width="max-w-5xl" title={texts.title} newRecord={texts.newRecord}>
      <p className="mt-2 max-w-3xl text-slate-700">{texts.intro}</p>
      <OrderedListBody
        href={texts.href}
        notice={notice}
        actionError={actionData?.status === "failed" ? actionData.message : null}
        confirm={confirm}
        deletion={texts.deletion}
        error={error}
      >
        {Object.entries(groups).map(([key, { label, path }]) => (
          <OrderedRecordList
            key={key}
            id={`${texts.groupId}-${key}`}
            title={`${label} (${path})`}
            href={texts.href}
            empty={texts.empty}
            items={items.filter((item) => item.group === key)}
          />
        ))}
      </OrderedListBody>
    </RecordListPage>
  );
}
