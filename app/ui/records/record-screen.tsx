// A record's own screen: the way back, its heading, the links after a save, its pending edits (047).
import { Eye, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, BUTTON_DANGER, BUTTON_SECONDARY, ConfirmForm } from "~/ui/staff/staff-ui";
import {
  DISCARD_PENDING_INTENT,
  OPENED_PENDING_FIELD,
  pendingSentence,
  type PendingInfo,
} from "~/platform/records/pending-edit";

/** A record's own screen: the way back to its list (`back`: «← Tutti i bandi»), then `children`. */
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
 * A record's edits saved without publishing, above its form, and the discard
 * confirmation once its link was followed (`confirmDiscard`). Nothing when
 * there are none.
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
      <ConfirmForm className="mt-3 flex flex-wrap gap-2" cancelHref={cancelHref}>
        <input type="hidden" name={OPENED_PENDING_FIELD} value={pending.token} />
        <Button tone="danger" name="intent" value={DISCARD_PENDING_INTENT}>
          <Undo2 aria-hidden="true" className="size-4" />
          Sì, scarta le modifiche
        </Button>
      </ConfirmForm>
    </section>
  );
}
