// The screens every editable record shares (decision 039): its version list,
// the confirmation before a restore, the preview's frame, and its editor (the
// form with its footer, the rich-text field, the save problems).
import { Eye, FilePen, History, Pencil, Trash2, Undo2, type LucideIcon } from "lucide-react";
import { lazy, Suspense, useId, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FieldError, FieldHint, fieldControl, OpenedVersion } from "~/ui/forms/field";
import {
  Button,
  BUTTON_DANGER,
  BUTTON_SECONDARY,
  ConfirmDelete,
  ListNotices,
  LoadError,
  Notice,
} from "~/ui/staff/staff-ui";
import { MoveButtons } from "~/ui/staff/row-actions";
import { FormOutcome, SubmitButton } from "~/ui/forms/form-status";
import type { useFormResult } from "~/ui/forms/use-form-result";
import type { FormFailed, FormResult, FormValues } from "~/platform/forms/form-result";
import {
  DISCARD_PENDING_INTENT,
  OPENED_PENDING_FIELD,
  pendingSentence,
  SAVE_PENDING_INTENT,
  type PendingInfo,
} from "~/platform/records/pending-edit";
import { formatDateTimeIt } from "~/platform/format-date";

// TipTap is fetched only here, only in the browser, after the page works as a plain form.
const RichTextEditor = lazy(() => import("~/platform/records/screens/rich-text-editor"));

/**
 * The confirmation page before restoring a saved version (of a course or a
 * news post): what the restore does, the version's texts, then 'Sì, ripristina
 * questa versione' (a POST to the page's action) or 'Annulla' back to the editor.
 */
export function VersionRestore({
  number,
  intro,
  result,
  title,
  cancelHref,
  children,
}: {
  number: number;
  /** Which record and version, and what the restore keeps. */
  intro: ReactNode;
  /** The restore's answer when it failed (a version gone, an error on our side). */
  result?: { status: "failed"; message?: string };
  /** The version's title, heading its texts. */
  title: string;
  cancelHref: string;
  /** The version's texts below its title. */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold break-words text-slate-900">
        Ripristinare la versione {number}?
      </h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <Notice tone={result?.message ? "error" : undefined}>{result?.message}</Notice>
      <section
        aria-labelledby="contenuto-versione"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contenuto-versione" className="text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {children}
      </section>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <Button tone="primary">
          <History aria-hidden="true" className="size-4" />
          Sì, ripristina questa versione
        </Button>
        <Link to={cancelHref} className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </Form>
    </div>
  );
}

/**
 * The saved versions of a course or a news post, newest first: the first is
 * the current one; each other one links to its restore page (under `editHref`).
 */
export function VersionList({
  versions,
  editHref,
  className = "mt-10",
}: {
  versions: readonly {
    id: string;
    version: number;
    createdAt: Parameters<typeof formatDateTimeIt>[0];
    actorLabel: string;
  }[];
  /** The record's editor: a version's restore screen is `${editHref}/versioni/${id}`. */
  editHref: string;
  className?: string;
}) {
  return (
    <section aria-labelledby="versioni-titolo" className={className}>
      <h2 id="versioni-titolo" className="text-xl font-bold text-slate-900">
        Versioni precedenti
      </h2>
      {versions.length <= 1 ? (
        <p className="mt-2 text-slate-700">
          Nessuna versione precedente: le modifiche salvate da ora in poi si potranno ripristinare.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {versions.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="text-slate-800">
                <strong>Versione {v.version}</strong> · {formatDateTimeIt(v.createdAt)} ·{" "}
                {v.actorLabel || "autore non registrato"}
                {i === 0 ? " (attuale)" : ""}
              </span>
              {i > 0 ? (
                <Link
                  to={`${editHref}/versioni/${v.id}`}
                  aria-label={`Ripristina la versione ${v.version}`}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  Ripristina…
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A record's preview as visitors will see it, under a bar saying where it
 * stands (`message`) with the way back to its editor.
 */
export function PreviewFrame({
  width,
  pending,
  message,
  editHref,
  editLabel,
  children,
}: {
  /** The bar's width, the page's own ("max-w-3xl"). */
  width: string;
  /** «Modifiche non pubblicate del … di …» when the preview shows pending edits. */
  pending?: string | null;
  /** What the bar says otherwise. */
  message: ReactNode;
  editHref: string;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <div
          className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-3 px-4 py-3`}
        >
          <p className="font-semibold text-amber-950">
            {pending
              ? `Anteprima. ${pending}: i visitatori vedono ancora la versione pubblicata.`
              : message}
          </p>
          <Link
            to={editHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {editLabel}
          </Link>
        </div>
      </div>
      {children}
    </>
  );
}

/** The preview of a public page (`path`) with a record's pending edits, or as published. */
export function PagePreviewFrame({
  path,
  pending,
  editHref,
  children,
}: {
  path: string;
  pending: string | null;
  editHref: string;
  children: ReactNode;
}) {
  return (
    <PreviewFrame
      width="max-w-7xl"
      pending={pending}
      message={`Anteprima della pagina ${path}, come la vedono i visitatori.`}
      editHref={editHref}
      editLabel="Torna alla modifica"
    >
      {children}
    </PreviewFrame>
  );
}

/**
 * A long text of a record: a textarea (the form works without JavaScript),
 * replaced by the rich-text editor once JavaScript runs. `hint` is what each
 * of the two says about the field.
 */
export function RichTextField({
  name,
  label,
  hint,
  defaultValue,
  error,
  enhanced,
  rows,
  required,
  className,
}: {
  name: string;
  label: string;
  hint: { plain: string; enhanced: string };
  defaultValue: string;
  error?: string;
  enhanced: boolean;
  rows: number;
  required?: boolean;
  /** The textarea's classes. */
  className: string;
}) {
  const labelId = useId();
  const wiring = fieldControl({ name, hint: enhanced ? hint.enhanced : hint.plain, error });
  const textarea = (
    <textarea
      name={name}
      rows={rows}
      required={required}
      defaultValue={defaultValue}
      {...wiring}
      // While the rich-text editor loads, the label (no longer `for` it) still names it.
      aria-labelledby={enhanced ? labelId : undefined}
      className={className}
    />
  );
  return (
    <div>
      <label
        id={labelId}
        htmlFor={enhanced ? undefined : wiring.id}
        className="block font-medium text-slate-800"
      >
        {label}
      </label>
      <FieldHint name={name} hint={enhanced ? hint.enhanced : hint.plain} />
      {enhanced ? (
        <Suspense fallback={textarea}>
          <RichTextEditor
            name={name}
            labelId={labelId}
            defaultValue={defaultValue}
            invalid={Boolean(error)}
            describedBy={wiring["aria-describedby"]}
          />
        </Suspense>
      ) : (
        textarea
      )}
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * Why the record was not saved: the server's message, or the fields to check.
 * A save refused because someone else changed the record meanwhile (409)
 * links to the editor again, to load the current version.
 */
export function SaveProblems({
  shown,
  notSaved,
}: {
  /** The editor's answer being shown. */
  shown?:
    | { status: "success" }
    | { status: "invalid"; errors: object }
    | { status: "failed"; message?: string; httpStatus?: number };
  /** "l'articolo non è stato salvato" */
  notSaved: string;
}) {
  const { pathname } = useLocation();
  return (
    <>
      {shown?.status === "failed" && shown.message ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800"
        >
          {shown.message}
          {shown.httpStatus === 409 ? (
            <>
              {" "}
              <a href={pathname} className="underline underline-offset-2">
                Ricarica la versione attuale
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {shown?.status === "invalid" && Object.keys(shown.errors).length > 0 ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {`Controlla i campi evidenziati: ${notSaved}.`}
        </p>
      ) : null}
    </>
  );
}

/**
 * The top of a staff list of records: its title and the way to a new one
 * (after `children`, the list's other links).
 */
export function RecordListHeader({
  title,
  newRecord: { to, icon: Icon, label },
  children,
}: {
  title: string;
  newRecord: { to: string; icon: LucideIcon; label: string };
  children?: ReactNode;
}) {
  const link = (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </Link>
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

/**
 * A staff list page of records: the page's frame (`width`), its header with
 * the way to a new record (after `links`, the list's other links), then the
 * list (`children`).
 */
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
 * One list of records in an order staff set (price offers, FAQ: issue 26),
 * under its heading: each row with its title and a line about it, 'Modifica',
 * 'Sposta su' and 'Sposta giù' (posts to the list's `orderedListAction`) and
 * 'Elimina' (the list's confirmation step, `?elimina=`). Works without script.
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
                  <Link
                    to={`${href}/${item.id}`}
                    aria-label={`Modifica: ${item.title}`}
                    className={`${ROW_ACTION} border-slate-300 text-slate-800 hover:bg-slate-100`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Modifica
                  </Link>
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
                  <Link
                    to={`${href}?elimina=${item.id}`}
                    preventScrollReset
                    aria-label={`Elimina: ${item.title}`}
                    className={`${ROW_ACTION} border-red-300 text-red-800 hover:bg-red-50`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Elimina
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A record's own screen, new or existing: the way back to its list (`back`,
 * «← Tutti i bandi», to `backHref`), then `children`: the heading, notices
 * and form.
 */
export function RecordScreen({
  backHref,
  back,
  children,
}: {
  backHref: string;
  back: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p>
        <Link to={backHref} className="font-semibold text-brand-700 underline underline-offset-2">
          {back}
        </Link>
      </p>
      {children}
    </div>
  );
}

/** The heading of a record's screen: what is done (`title`), then to which record (`name`). */
export function RecordHeading({ title, name }: { title: ReactNode; name: ReactNode }) {
  return (
    <>
      <h1 className="mt-3 text-3xl font-bold break-words text-slate-900">{title}</h1>
      <p className="mt-1 text-lg break-words text-slate-800">{name}</p>
    </>
  );
}

/** The ways on after a save (EditorFooter's `links`): the list, and the public page when there is one. */
export function SavedRecordLinks({
  list,
  publicHref,
}: {
  list: { href: string; label: string };
  publicHref?: string | null;
}) {
  return (
    <>
      <Link to={list.href} className="font-semibold underline underline-offset-2">
        {list.label}
      </Link>
      {publicHref ? (
        <a href={publicHref} className="font-semibold underline underline-offset-2">
          Vedi la pagina pubblica
        </a>
      ) : null}
    </>
  );
}

/**
 * A record's edits saved without publishing, above its form: the notice with
 * the preview (`editHref/anteprima` unless told) and 'Scarta le modifiche' (to
 * `editHref?scarta=1`) and, once that link was followed (`confirmDiscard`),
 * the confirmation below it. Nothing when there are none.
 */
export function PendingEdits({
  pending,
  editHref,
  previewHref = `${editHref}/anteprima`,
  confirmDiscard,
}: {
  pending: PendingInfo | null;
  editHref: string;
  previewHref?: string;
  confirmDiscard: boolean;
}) {
  if (!pending) return null;
  return (
    <>
      <PendingNotice
        pending={pending}
        previewHref={previewHref}
        discardHref={`${editHref}?scarta=1`}
      />
      {confirmDiscard ? (
        <PendingDiscardConfirmation pending={pending} cancelHref={editHref} />
      ) : null}
    </>
  );
}

/**
 * Above the editor of a published record with edits saved without publishing
 * (decision 047): «Modifiche non pubblicate del … di …», what visitors see
 * meanwhile, and the ways to the preview and to discarding them.
 */
function PendingNotice({
  pending,
  previewHref,
  discardHref,
}: {
  pending: PendingInfo;
  previewHref: string;
  /** The editor with the discard confirmation (`?scarta=1`). */
  discardHref: string;
}) {
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">{pendingSentence(pending)}.</p>
      <p className="mt-1">
        Il modulo mostra queste modifiche; i visitatori vedono ancora la versione pubblicata finché
        non premi «Pubblica».
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        <Link to={previewHref} className={BUTTON_SECONDARY}>
          <Eye aria-hidden="true" className="size-4" />
          Anteprima
        </Link>
        <Link to={discardHref} preventScrollReset className={BUTTON_DANGER}>
          <Undo2 aria-hidden="true" className="size-4" />
          Scarta le modifiche
        </Link>
      </p>
    </div>
  );
}

/** The confirmation before 'Scarta le modifiche' (a POST to the editor's action). */
function PendingDiscardConfirmation({
  pending,
  cancelHref,
}: {
  pending: PendingInfo;
  cancelHref: string;
}) {
  return (
    <section
      aria-labelledby="scarta-titolo"
      className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950"
    >
      <h2 id="scarta-titolo" className="font-bold">
        Scartare le modifiche non pubblicate?
      </h2>
      <p className="mt-1">
        {pendingSentence(pending)}: saranno eliminate e il modulo tornerà alla versione pubblicata.
        Non si possono recuperare.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name={OPENED_PENDING_FIELD} value={pending.token} />
        <Button tone="danger" name="intent" value={DISCARD_PENDING_INTENT}>
          <Undo2 aria-hidden="true" className="size-4" />
          Sì, scarta le modifiche
        </Button>
        <Link to={cancelHref} className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </Form>
    </section>
  );
}

/**
 * Inside the editor form of a published record: the pending edits it was
 * opened on (hidden, for the no-lost-edit rule) and 'Salva senza pubblicare'.
 */
export function SavePendingButton({ pending, busy }: { pending: string; busy: boolean }) {
  return (
    <>
      <input type="hidden" name={OPENED_PENDING_FIELD} value={pending} />
      <Button name="intent" value={SAVE_PENDING_INTENT} disabled={busy}>
        <FilePen aria-hidden="true" className="size-5" />
        Salva senza pubblicare
      </Button>
    </>
  );
}

/**
 * The end of a staff record form: the outcome of the last save (its message
 * and links on success, the failure otherwise), the submit button and
 * «Annulla» back to `cancelHref`.
 */
export function EditorFooter<Result extends FormResult<{ message: string }>>({
  result,
  busy,
  submitLabel,
  cancelHref,
  links,
  failure,
  children,
}: {
  result?: Result;
  busy: boolean;
  submitLabel: string;
  cancelHref: string;
  /** Where to go after a save, shown under its message. */
  links: ReactNode;
  /** Said when a failed save brings no message of its own. */
  failure: string;
  /** More buttons after the submit button ('Salva senza pubblicare'). */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <FormOutcome
        result={result}
        success={(r) => (
          <>
            <p>{r.message}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">{links}</p>
          </>
        )}
        failed={(r: FormFailed) => r.message ?? failure}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {children}
        <Link
          to={cancelHref}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Annulla
        </Link>
      </div>
    </div>
  );
}

/** What a record's save answers: the fields as typed come back on error. */
export type RecordFormResult = FormResult<{ message: string }, FormValues>;

/**
 * A staff record's form, new or existing: a plain POST form (works without
 * JavaScript) given the state `useFormResult` keeps for its fields
 * (`children`), the version it was opened on (decision 039), then the footer:
 * 'Crea…' (`createLabel`) for a new record, 'Pubblica' over pending edits,
 * otherwise 'Salva le modifiche', and 'Salva senza pubblicare' when `pending`
 * is given (decision 047). Each form calls the hook itself: this module, which
 * the staff lists load too, does not load it.
 */
export function RecordForm({
  form,
  mode,
  version,
  pending,
  className,
  createLabel,
  children,
  ...footer
}: {
  form: ReturnType<typeof useFormResult<FormValues, RecordFormResult>>;
  mode: "new" | "edit";
  version?: string;
  pending?: string;
  className: string;
  createLabel: string;
  children: ReactNode;
} & Pick<Parameters<typeof EditorFooter>[0], "cancelHref" | "failure" | "links">) {
  return (
    <Form {...form.formProps} key={form.formKey} noValidate className={className}>
      {version ? <OpenedVersion version={version} /> : null}
      {children}
      <EditorFooter
        result={form.shown}
        busy={form.busy}
        submitLabel={mode === "new" ? createLabel : pending ? "Pubblica" : "Salva le modifiche"}
        {...footer}
      >
        {pending === undefined ? null : <SavePendingButton pending={pending} busy={form.busy} />}
      </EditorFooter>
    </Form>
  );
}

/**
 * The body of a staff list of ordered records under its header: the notices
 * (`?avviso=`, the action's error), the delete confirmation of `confirm`, then
 * the lists (`children`), or the loading error in their place.
 */
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
 * What the list screen of an ordered record type says and where it leads
 * (`OrderedListScreen`, `orderedListData`).
 */
export type OrderedListPage = {
  /** The page's title and description (pageMeta). */
  meta: { title: string; description: string };
  /** The staff list ("/admin/faq"); a record's editor is `${href}/${id}`. */
  href: string;
  /** What a log line says failed: "admin faq list". */
  label: string;
  title: string;
  /** The way to a new record, top right. */
  newRecord: Parameters<typeof RecordListHeader>[0]["newRecord"];
  /** Where the records show and in which order, under the title. */
  intro: string;
  /** Each list's heading id is `${groupId}-${key}`: "pagina-contatti". */
  groupId: string;
  /** Said in a list with no records. */
  empty: string;
  deletion: { title: string; question: string };
  /** What the list says after a redirect (`?avviso=`): a move, a deletion, a record gone meanwhile. */
  notices: { moved: string; deleted: string; gone: string };
  /** Said in place of the lists when they could not be read. */
  loadError: string;
  /** The action's answer when a move or a deletion failed. */
  failure: string;
};

/** One record in the list screen: the list it belongs to (`group`) and the line about it. */
export type OrderedListItem = { id: string; group: string; title: string; detail: string };

/**
 * The staff list screen of an ordered record type (price offers by price
 * list, FAQ by page: issue 26): its header with the way to a new record, what
 * the order is for, the notices and the delete confirmation, then one
 * `OrderedRecordList` for each of `groups`, or the loading error.
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
