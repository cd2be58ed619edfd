// A staff record's form (decision 039): its footer, the save problems, 'Salva senza pubblicare' (047).
import { FilePen } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { OpenedVersion } from "~/ui/forms/field";
import { Button } from "~/ui/staff/staff-ui";
import { FormOutcome, SubmitButton } from "~/ui/forms/form-status";
import type { useFormResult } from "~/ui/forms/use-form-result";
import type { FormFailed, FormResult, FormValues } from "~/platform/forms/form-result";
import { OPENED_PENDING_FIELD, SAVE_PENDING_INTENT } from "~/platform/records/pending-edit";

/**
 * Why the record was not saved: the server's message, or the fields to check.
 * A save refused because someone else changed the record meanwhile (409)
 * links to the editor again, to load the current version.
 */
export function SaveProblems({
  shown,
  notSaved,
}: {
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

/** The end of a staff record form: the last save's outcome, the submit button and «Annulla». */
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
 * A staff record's form: a plain POST form (works without JavaScript) with the
 * version it was opened on (decision 039), and 'Salva senza pubblicare' when
 * `pending` is given (decision 047). Each form calls the hook itself: this
 * module, which the staff lists load too, does not load it.
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

/** The two frames an editor shows its image in: a course's 4:3 card, a post's 16:9 cover. */
const FRAMES = {
  "4:3": { width: 400, height: 300, className: "aspect-[4/3] h-auto w-full" },
  "16:9": { width: 320, height: 180, className: "h-auto w-full max-w-xs" },
} as const;

/**
 * The image an editor holds as an address (chosen in the library, or the one
 * saved), shown as it is, without the variants the public pages read.
 */
export function ImagePreview({
  src,
  alt,
  ratio,
}: {
  src: string;
  alt: string;
  ratio: keyof typeof FRAMES;
}) {
  const { width, height, className } = FRAMES[ratio];
  const frame = `${className} rounded-md border border-slate-200 object-cover`;
  return <img src={src} alt={alt} width={width} height={height} className={frame} />;
}
