import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { PickableImage } from "~/features/media/public-api";
import { MediaPicker } from "~/features/media/public-api";
import { courseRefsOf } from "~/features/pages/texts/page-texts";
import type { PageTextField, PageTextsPage } from "~/features/pages/texts/page-text-types";
import type { FormResult } from "~/platform/forms/form-result";
import { SavePendingButton, SaveProblems } from "~/ui/records/record-form";
import {
  FieldError,
  FieldHint,
  fieldControl,
  FormLegend,
  FormSection,
  OpenedVersion,
  TextAreaField,
  TextField,
} from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { BUTTON_PRIMARY } from "~/ui/staff/staff-ui";

type Draft = Record<string, string>;
type Choice = { id: string; title: string };

/**
 * The texts of one page as structured plain-text fields: a
 * plain POST that works without JavaScript. 'Pubblica' saves them for
 * visitors; 'Salva senza pubblicare' keeps them for the preview (decision 047).
 */
export function PageTextsForm({
  page,
  initial,
  version,
  pending,
  choices,
  images,
  result,
}: {
  page: Pick<PageTextsPage, "groups">;
  initial: Draft;
  version: string;
  /** The pending edits the form is opened on ("" for none). */
  pending: string;
  choices: Record<string, Choice[]>;
  images: readonly PickableImage[];
  result?: FormResult<object, Draft>;
}) {
  const form = useFormResult<Draft>(result, { id: "modulo-pagina", initial });
  const { errors, busy } = form;
  const valueOf = (name: string) => form.values[name] ?? initial[name] ?? "";
  return (
    <>
      <div aria-live="polite" className="mt-4 space-y-2">
        <SaveProblems shown={form.shown} notSaved="i testi non sono stati salvati" />
      </div>
      <Form {...form.formProps} noValidate className="mt-6 space-y-6">
        {page.groups.map((group) => (
          <FormSection key={group.legend} tight>
            <FormLegend>{group.legend}</FormLegend>
            {group.fields.map((field) => (
              <PageTextInput
                key={field.name}
                field={field}
                value={valueOf(field.name)}
                error={errors[field.name]}
                choices={field.category ? (choices[field.category] ?? []) : []}
                images={images}
              />
            ))}
          </FormSection>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className={BUTTON_PRIMARY}
          >
            <Send aria-hidden="true" className="size-5" />
            {busy ? "Salvataggio..." : "Pubblica"}
          </button>
          <SavePendingButton pending={pending} busy={busy} />
        </div>
        <OpenedVersion version={version} />
      </Form>
    </>
  );
}

function PageTextInput({
  field,
  value,
  error,
  choices,
  images,
}: {
  field: PageTextField;
  value: string;
  error?: string;
  choices: Choice[];
  images: readonly PickableImage[];
}) {
  const common = { name: field.name, label: field.label, hint: field.hint, error };
  switch (field.kind) {
    case "line":
      return <TextField type="text" required maxLength={200} defaultValue={value} {...common} />;
    case "paragraphs":
      return <TextAreaField rows={4} required maxLength={2000} defaultValue={value} {...common} />;
    case "link":
      return (
        <TextField
          type="text"
          required
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={value}
          {...common}
          hint={field.hint ?? "Un indirizzo del sito (ad esempio /contatti) o https://…"}
        />
      );
    case "courses":
      return <CourseChoices field={field} value={value} error={error} choices={choices} />;
    case "image":
      return <ImageChoice field={field} value={value} error={error} images={images} />;
  }
}

/** A field made of several controls. */
function ChoiceFieldset({
  field,
  error,
  children,
}: {
  field: PageTextField;
  error?: string;
  children: ReactNode;
}) {
  const wiring = fieldControl({ name: field.name, hint: field.hint, error });
  return (
    <fieldset
      className="mt-3"
      id={wiring.id}
      aria-invalid={wiring["aria-invalid"]}
      aria-describedby={wiring["aria-describedby"]}
    >
      <legend className="font-medium text-slate-800">{field.label}</legend>
      <FieldHint name={field.name} hint={field.hint} />
      {children}
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}

/**
 * An image chosen from the library (decision 048): the images with their
 * alt text written (or decorative), or none, and the page shows its own.
 */
function ImageChoice({
  field,
  value,
  error,
  images,
}: {
  field: PageTextField;
  value: string;
  error?: string;
  images: readonly PickableImage[];
}) {
  const current = images.find((image) => image.url === value);
  return (
    <ChoiceFieldset field={field} error={error}>
      <p className="mt-2 text-slate-700">
        {current
          ? `Scelta: ${current.decorative ? `${current.name} (decorativa)` : current.alt}`
          : "Nessuna immagine della libreria scelta."}
      </p>
      {images.length > 0 ? (
        <MediaPicker
          images={images}
          name={field.name}
          value={value}
          label={`${field.label}: scegli dalla libreria`}
          noneLabel="Nessuna: la pagina mostra la sua immagine, se ne ha una"
          className="mt-2"
        />
      ) : (
        <p className="mt-2 text-slate-700">
          La libreria (
          <a href="/admin/media" className="text-brand-800 underline">
            Immagini
          </a>
          ) non ha ancora immagini con il testo alternativo scritto.
        </p>
      )}
    </ChoiceFieldset>
  );
}

/** Courses chosen among the published ones: the chosen first, in their order. */
function CourseChoices({
  field,
  value,
  error,
  choices,
}: {
  field: PageTextField;
  value: string;
  error?: string;
  choices: Choice[];
}) {
  const chosen = courseRefsOf(value);
  const ordered = [
    ...chosen.flatMap((id) => choices.filter((c) => c.id === id)),
    ...choices.filter((c) => !chosen.includes(c.id)),
  ];
  return (
    <ChoiceFieldset field={field} error={error}>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {ordered.map((course) => (
          <li key={course.id} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`${field.name}-${course.id}`}
              name={field.name}
              value={course.id}
              defaultChecked={chosen.includes(course.id)}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${field.name}-${course.id}`} className="text-slate-800">
              {course.title}
            </label>
          </li>
        ))}
      </ul>
    </ChoiceFieldset>
  );
}
