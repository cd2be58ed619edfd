import type { InputHTMLAttributes } from "react";
import { FieldError, fieldId } from "./field";

/** A file input with the same label / hint / error wiring as the other fields. */
export function FileField({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const id = fieldId(name);
  const described = [hint ? `${id}-aiuto` : null, error ? `${id}-errore` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-aiuto`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        type="file"
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1 block w-full max-w-full rounded-lg border bg-white px-3 py-2 text-slate-900 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 ${
          error ? "border-red-700" : "border-slate-400"
        }`}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
