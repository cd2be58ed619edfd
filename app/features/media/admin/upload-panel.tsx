import { Upload } from "lucide-react";
import { Form } from "react-router";
import { AltFields } from "~/features/media/admin/alt-form";
import { PAGE, type LibraryAnswer as Answer } from "~/features/media/admin/library-page";
import { IMAGE_ACCEPT } from "~/platform/records/record-image";
import { FieldError, FieldHint, fieldControl } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { Panel, SubmitButton } from "~/ui/staff/staff-ui";

/** The upload form: a file and its alt text (its answer is the one without an image id). */
export function UploadPanel({ actionData }: { actionData: Answer }) {
  const upload =
    actionData?.status !== "success" && actionData?.values && !actionData.values.id
      ? actionData
      : undefined;
  const form = useFormResult(upload, { id: "carica-immagine", action: `${PAGE}?intent=carica` });
  const failed = form.shown?.status === "failed" ? form.shown.message : null;
  return (
    <Panel title="Carica immagine" id="carica-titolo">
      <Form
        key={form.formKey}
        {...form.formProps}
        encType="multipart/form-data"
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <div>
          <label htmlFor="campo-file" className="block font-medium text-slate-800">
            Immagine
          </label>
          <FieldHint name="file" hint="JPG, PNG o WebP, al massimo 5 MB." />
          <input
            type="file"
            name="file"
            accept={IMAGE_ACCEPT}
            {...fieldControl({ name: "file", hint: true, error: form.errors.file })}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
          />
          <FieldError name="file" error={form.errors.file} />
        </div>
        <div>
          <AltFields alt={form.field("alt")} decorative={form.checkbox("decorativa")} />
        </div>
        <div className="md:col-span-2">
          {failed ? (
            <p role="alert" className="mb-3 text-red-800">
              {failed}
            </p>
          ) : null}
          <SubmitButton busy={form.busy} icon={Upload} busyLabel="Caricamento...">
            Carica immagine
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
