import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { PAGE, type LibraryAnswer as Answer } from "~/features/media/admin/library-page";
import type { LibraryItem as Item } from "~/features/media/media-library.server";
import type { FormValues } from "~/platform/forms/form-result";
import { CheckboxField, OpenedVersion, TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { BUTTON_SECONDARY, SubmitButton } from "~/ui/staff/staff-ui";

const ALT_HINT =
  "Che cosa mostra l'immagine, in una frase: lo leggono i lettori di schermo e chi non vede l'immagine. Se l'immagine è solo un ornamento e non aggiunge informazioni, spunta «Immagine decorativa».";

/** One image's alt text form, named apart from the upload form's fields. */
export function AltForm({ item, answer }: { item: Item; answer: Answer }) {
  const form = useFormResult<FormValues>(answer, {
    id: `testo-${item.id}`,
    initial: {
      id: item.id,
      altModifica: item.alt,
      decorativaModifica: item.decorative ? "on" : "",
    },
  });
  const failed = form.shown?.status === "failed" ? form.shown.message : null;
  return (
    <Form {...form.formProps} action={PAGE} className="mt-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="testo" />
      <input type="hidden" name="id" value={item.id} />
      <OpenedVersion version={item.updatedAt.toISOString()} />
      <AltFields alt={form.field("altModifica")} decorative={form.checkbox("decorativaModifica")} />
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failed}{" "}
          <a href={`${PAGE}?modifica=${item.id}`} className="font-semibold underline">
            Ricarica
          </a>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton busy={form.busy} busyLabel="Salvataggio...">
          Salva testo
        </SubmitButton>
        <Link to={PAGE} preventScrollReset className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </div>
    </Form>
  );
}

/** An image's alt text and «Immagine decorativa», in the upload form and in an image's edit form. */
export function AltFields({
  alt,
  decorative,
}: {
  alt: Omit<ComponentProps<typeof TextField>, "label">;
  decorative: Omit<ComponentProps<typeof CheckboxField>, "label">;
}) {
  return (
    <>
      <TextField label="Testo alternativo" hint={ALT_HINT} maxLength={250} {...alt} />
      <CheckboxField label="Immagine decorativa" {...decorative} />
    </>
  );
}
