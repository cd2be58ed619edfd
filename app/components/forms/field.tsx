import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/**
 * Form fields with accessibility wired once: a visible label, `aria-invalid`,
 * `aria-describedby` pointing at the hint and the error, and a fixed space for
 * the error so the layout does not jump when it appears.
 */

const controlClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100";

function borderClass(error?: string) {
  return error ? "border-red-700" : "border-slate-400";
}

export function fieldId(name: string) {
  return `campo-${name}`;
}

type Described = { id: string; hint?: ReactNode; error?: string };

function describedBy({ id, hint, error }: Described): string | undefined {
  const ids = [hint ? `${id}-aiuto` : null, error ? `${id}-errore` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-aiuto`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The error slot: always present (fixed height), filled when there is an error. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-errore`} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error ?? ""}
    </p>
  );
}

type Common = { label: ReactNode; name: string; error?: string; hint?: ReactNode };

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={`${controlClass} ${borderClass(error)}`}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={`${controlClass} ${borderClass(error)}`}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  options,
  placeholder,
  className,
  ...select
}: Common & {
  options: readonly string[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        className={`${controlClass} ${borderClass(error)}`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A group of radio buttons in a fieldset; the legend is the label. */
export function RadioGroupField({
  label,
  name,
  error,
  hint,
  options,
  defaultValue,
  required,
  className,
}: Common & {
  options: readonly string[];
  defaultValue?: string;
  required?: boolean;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy({ id, hint, error })}
    >
      <legend className="font-medium text-slate-800">{label}</legend>
      <Hint id={id} hint={hint} />
      <div className="mt-2 flex flex-wrap gap-6">
        {options.map((option, i) => (
          <label key={option} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              id={i === 0 ? id : `${id}-${i}`}
              name={name}
              value={option}
              defaultChecked={defaultValue === option}
              required={required}
              className="h-5 w-5 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A single checkbox with its label beside it (e.g. the privacy acknowledgement). */
export function CheckboxField({
  label,
  name,
  error,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-errore` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Honeypot: hidden from people and assistive technology, tempting to bots. */
export function HoneypotField({ name = "bot-field" }: { name?: string }) {
  return (
    <div hidden>
      <label>
        Non compilare questo campo
        <input name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
