import type { InputHTMLAttributes } from "react";
import { LabelledField } from "~/ui/forms/field";

/** A file input with the same label / hint / error wiring as the other fields. */
export function FileField({
  className,
  ...props
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const { label, error, hint, ...input } = props;
  return (
    <LabelledField
      {...{ label, error, hint, className, name: props.name }}
      control={(wiring) => (
        <input
          type="file"
          {...input}
          {...wiring}
          className={`mt-1 block w-full max-w-full rounded-lg border bg-white px-3 py-2 text-slate-900 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 ${
            error ? "border-red-700" : "border-slate-400"
          }`}
        />
      )}
    />
  );
}
