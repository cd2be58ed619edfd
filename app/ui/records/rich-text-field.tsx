// The rich-text field of a record's editor: a plain textarea, then TipTap once loaded.
import { lazy, Suspense, useId } from "react";
import { FieldError, FieldHint, fieldControl } from "~/ui/forms/field";

// TipTap is fetched only here, only in the browser, after the page works as a plain form.
const RichTextEditor = lazy(() => import("~/ui/records/rich-text-editor"));

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
