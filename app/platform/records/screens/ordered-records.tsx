// The staff screens of a record type in an order staff set (price offers,
// FAQ: issue 26, decisions 045 and 047), parameterised by a small per-type
// description (`RecordScreens`): the new and edit pages, the editor's footer
// with 'Salva senza pubblicare', and the list of lists with move up/down. The
// server half is ordered-records.server.ts.
import type { ComponentType } from "react";
import type { FormResult, FormValues } from "~/platform/forms/form-result";
import { PENDING_NOTICES, type PendingInfo } from "~/platform/records/pending-edit";
import {
  BackToList,
  EditorFooter,
  PendingDiscardConfirmation,
  PendingNotice,
  SavedRecordLinks,
  SavePendingButton,
  VersionList,
} from "~/platform/records/screens/record-screens";
import { Notice } from "~/ui/staff/staff-ui";

/** What the screens of one record type say and where they go. */
export type RecordScreens = {
  /** The staff list ("/admin/prezzi"); a record's editor is `${href}/${id}`. */
  href: string;
  /** The way back above a record's page: «← Tutti i prezzi». */
  back: string;
  /** The way back after a save: "Torna all'elenco dei prezzi". */
  backAfterSave: string;
  /** The submit button of a new record: "Crea l'offerta". */
  createLabel: string;
  /** Said when a failed save brings no message of its own. */
  failure: string;
  /** The new record's page: its title and what happens to the record. */
  create: { title: string; intro: string };
  /** The editor's heading, and what it says on arrival after the record was created. */
  edit: { heading: string; created: string };
};

/** What the editor's action answers: the fields as typed come back on error. */
export type RecordFormResult = FormResult<{ message: string }, FormValues>;

/** The props of a type's form, new or existing. */
export type RecordFormProps<Draft> = {
  mode: "new" | "edit";
  initial: Draft;
  result?: RecordFormResult;
  /** The version the form is opened on (decision 039), for an existing record. */
  version?: string;
  /** The pending edits it is opened on ("" for none; decision 047), for an existing record. */
  pending?: string;
};

/**
 * The end of a record's form: the outcome of the last save with the ways on,
 * the submit button ('Crea…' for a new record, 'Pubblica' over pending edits,
 * otherwise 'Salva le modifiche'), 'Salva senza pubblicare' for an existing
 * record of a type with pending edits (`pending` given), and «Annulla».
 */
export function RecordFormFooter({
  screens,
  mode,
  result,
  busy,
  pending,
  publicHref,
}: {
  screens: RecordScreens;
  mode: "new" | "edit";
  result?: RecordFormResult;
  busy: boolean;
  pending?: string;
  publicHref?: string | null;
}) {
  return (
    <EditorFooter
      result={result}
      busy={busy}
      submitLabel={
        mode === "new" ? screens.createLabel : pending ? "Pubblica" : "Salva le modifiche"
      }
      cancelHref={screens.href}
      failure={screens.failure}
      links={
        <SavedRecordLinks
          list={{ href: screens.href, label: screens.backAfterSave }}
          publicHref={publicHref}
        />
      }
    >
      {mode === "edit" && pending !== undefined ? (
        <SavePendingButton pending={pending} busy={busy} />
      ) : null}
    </EditorFooter>
  );
}

/** The page of a new record: the way back, its title, what happens to it, the form. */
export function RecordNewScreen<Draft>({
  screens,
  form: RecordForm,
  loaderData,
  actionData,
}: {
  screens: RecordScreens;
  form: ComponentType<RecordFormProps<Draft>>;
  loaderData: { initial: Draft };
  actionData?: RecordFormResult;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToList href={screens.href} label={screens.back} />
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{screens.create.title}</h1>
      <p className="mt-2 text-slate-700">{screens.create.intro}</p>
      <RecordForm mode="new" initial={loaderData.initial} result={actionData} />
    </div>
  );
}

/** What the edit screen's loader gives (ordered-records.server.ts `orderedRecordEditData`). */
type EditData<Draft> = {
  record: { id: string; name: string };
  version: string;
  initial: Draft;
  pending: PendingInfo | null;
  confirmDiscard: boolean;
  versions: Parameters<typeof VersionList>[0]["versions"];
  notice: string | null;
  restored: number | null;
};

/**
 * The page of a record's editor: the way back to the list, the heading with
 * the record's name, the arrival notice (created, restored, pending edits
 * saved or discarded), the pending edits with 'Anteprima' and 'Scarta le
 * modifiche' (decision 047), the form and its versions.
 */
export function RecordEditScreen<Draft>({
  screens,
  form: RecordForm,
  loaderData,
  actionData: result,
}: {
  screens: RecordScreens;
  form: ComponentType<RecordFormProps<Draft>>;
  loaderData: EditData<Draft>;
  actionData?: RecordFormResult;
}) {
  const { record, version, initial, pending, confirmDiscard, versions, notice } = loaderData;
  const { heading, created } = screens.edit;
  const editHref = `${screens.href}/${record.id}`;
  const arrival = result
    ? null
    : loaderData.restored
      ? "Versione ripristinata: è ora la versione più recente."
      : notice === "creata"
        ? created
        : notice && Object.hasOwn(PENDING_NOTICES, notice)
          ? PENDING_NOTICES[notice as keyof typeof PENDING_NOTICES]
          : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackToList href={screens.href} label={screens.back} />
      <h1 className="mt-3 text-3xl font-bold break-words text-slate-900">{heading}</h1>
      <p className="mt-1 text-lg break-words text-slate-800">{record.name}</p>
      <Notice tone={arrival ? "success" : undefined}>{arrival}</Notice>
      {pending ? (
        <PendingNotice
          pending={pending}
          previewHref={`${editHref}/anteprima`}
          discardHref={`${editHref}?scarta=1`}
        />
      ) : null}
      {pending && confirmDiscard ? (
        <PendingDiscardConfirmation pending={pending} cancelHref={editHref} />
      ) : null}
      <RecordForm
        key={`${record.id}-${version}-${pending?.token ?? ""}`}
        mode="edit"
        initial={initial}
        version={version}
        pending={pending?.token ?? ""}
        result={result}
      />
      <VersionList
        versions={versions}
        restoreHref={(id) => `${editHref}/versioni/${id}`}
        className="mt-10"
      />
    </div>
  );
}
