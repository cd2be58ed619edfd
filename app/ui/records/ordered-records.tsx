// The staff screens of a record type in an order staff set (price offers,
// FAQ; decisions 045 and 047), parameterised by a small per-type
// description (`RecordScreens`). The server half is ordered-records.server.ts.
import type { ComponentType, ReactNode } from "react";
import type { FormValues } from "~/platform/forms/form-result";
import { PENDING_NOTICES, type PendingInfo } from "~/platform/records/pending-edit";
import {
  PendingEdits,
  RecordHeading,
  RecordScreen,
  SavedRecordLinks,
} from "~/ui/records/record-screen";
import { RecordForm, type RecordFormResult } from "~/ui/records/record-form";
import { VersionList } from "~/ui/records/versions";
import { Notice } from "~/ui/staff/staff-ui";
import { useFormResult } from "~/ui/forms/use-form-result";

/** What the screens of one record type say and where they go. */
export type RecordScreens = {
  /** The id of the record's form ("modulo-offerta"). */
  formId: string;
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

export type RecordFormProps<Draft> = {
  mode: "new" | "edit";
  initial: Draft;
  result?: RecordFormResult;
  /** The version the form is opened on (decision 039), for an existing record. */
  version?: string;
  /** The pending edits it is opened on ("" for none; decision 047), for an existing record. */
  pending?: string;
};

/** The state of a record's form, for its fields (use-form-result.ts). */
type RecordFormState = ReturnType<typeof useFormResult<FormValues, RecordFormResult>>;

/**
 * RecordForm with the type's words, the way back to its list and its public
 * page after a save, and 'Salva senza pubblicare' for an existing record.
 */
export function OrderedRecordForm<Draft extends FormValues>({
  screens,
  props: { mode, initial, result, version, pending },
  publicHref,
  children,
}: {
  screens: RecordScreens;
  props: RecordFormProps<Draft>;
  /** The public page that shows the record, to check it after a save. */
  publicHref: string;
  children: (form: RecordFormState) => ReactNode;
}) {
  const form = useFormResult<FormValues, RecordFormResult>(result, {
    id: screens.formId,
    initial,
  });
  return (
    <RecordForm
      form={form}
      mode={mode}
      version={version}
      pending={mode === "edit" ? pending : undefined}
      className="mt-6 space-y-6"
      createLabel={screens.createLabel}
      cancelHref={screens.href}
      failure={screens.failure}
      links={
        <SavedRecordLinks
          list={{ href: screens.href, label: screens.backAfterSave }}
          publicHref={publicHref}
        />
      }
    >
      {children(form)}
    </RecordForm>
  );
}

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
    <RecordScreen backHref={screens.href} back={<>← {screens.back}</>}>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{screens.create.title}</h1>
      <p className="mt-2 text-slate-700">{screens.create.intro}</p>
      <RecordForm mode="new" initial={loaderData.initial} result={actionData} />
    </RecordScreen>
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

/** The page of a record's editor, with its pending edits (decision 047) and versions. */
export function RecordEditScreen<Draft>({
  screens,
  form: RecordForm,
  loaderData,
  actionData: result,
  notice: afterSave,
}: {
  screens: RecordScreens;
  form: ComponentType<RecordFormProps<Draft>>;
  loaderData: EditData<Draft>;
  actionData?: RecordFormResult;
  /** Shown under the heading after a save, from what the save answered (decision 058). */
  notice?: ReactNode;
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
    <RecordScreen backHref={screens.href} back={<>← {screens.back}</>}>
      <RecordHeading title={heading} name={record.name} />
      <Notice tone={arrival ? "success" : undefined}>{arrival}</Notice>
      {afterSave}
      <PendingEdits pending={pending} editHref={editHref} confirmDiscard={confirmDiscard} />
      <RecordForm
        key={`${record.id}-${version}-${pending?.token ?? ""}`}
        mode="edit"
        initial={initial}
        version={version}
        pending={pending?.token ?? ""}
        result={result}
      />
      <VersionList versions={versions} editHref={editHref} />
    </RecordScreen>
  );
}
