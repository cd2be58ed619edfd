import type {
  FieldsetHTMLAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";

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

type Wiring = { name: string; hint?: ReactNode; error?: string };

/**
 * The one place a control is tied to its hint and error: spread on any input,
 * select, textarea or custom editor. The ids match `FieldHint` and `FieldError`.
 */
export function fieldControl({ name, hint, error }: Wiring) {
  const id = fieldId(name);
  const described = [hint ? `${id}-aiuto` : null, error ? `${id}-errore` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
  } as const;
}

export function FieldHint({ name, hint }: { name: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${fieldId(name)}-aiuto`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** The error slot: always present (fixed height), filled when there is an error. */
export function FieldError({ name, error }: { name: string; error?: string }) {
  return (
    <p id={`${fieldId(name)}-errore`} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {error ?? ""}
    </p>
  );
}

type Common = { label: ReactNode; name: string; error?: string; hint?: ReactNode };

export function LabelledField({
  label,
  name,
  error,
  hint,
  className,
  control,
}: Common & {
  className?: string;
  control: (wiring: ReturnType<typeof fieldControl> & { className: string }) => ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block font-medium text-slate-800">
        {label}
      </label>
      <FieldHint name={name} hint={hint} />
      {control({
        ...fieldControl({ name, hint, error }),
        className: `${controlClass} ${borderClass(error)}`,
      })}
      <FieldError name={name} error={error} />
    </div>
  );
}

type Frame = Common & { className?: string };

export function TextField(props: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const [frame, input] = splitFrame(props);
  return <LabelledField {...frame} control={(wiring) => <input {...input} {...wiring} />} />;
}

/**
 * An official code typed as it is printed (a fiscal code, a school's codice
 * meccanografico, CIG, CUP, IPA, a province's sigla, an attestato's code): in
 * capitals, never autocompleted or spell-checked.
 */
export function CodeField({
  name,
  defaultValue,
  ...props
}: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <TextField
      name={name}
      defaultValue={defaultValue}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}

/**
 * An official code made of digits only (a school's codice fiscale, SOFIA's
 * ids): the numeric keyboard, never autocompleted. Not a number input: a code
 * keeps its leading zeros and has no spinner.
 */
export function DigitsCodeField(
  props: Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "inputMode" | "autoComplete">,
) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}

/**
 * Where an electronic invoice is delivered through the SDI: the recipient's
 * code (6 or 7 characters) or a PEC address, so as long as an e-mail address
 * (254), never spell-checked or autocompleted.
 */
export function EInvoiceAddressField(
  props: Frame &
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "name" | "autoComplete" | "spellCheck" | "maxLength"
    >,
) {
  return <TextField autoComplete="off" {...props} spellCheck={false} maxLength={254} />;
}

export function TextAreaField(
  props: Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">,
) {
  const [frame, textarea] = splitFrame(props);
  return <LabelledField {...frame} control={(wiring) => <textarea {...textarea} {...wiring} />} />;
}

/** A string option is both value and label. */
export function SelectOptions({
  options,
}: {
  options: readonly string[] | readonly { value: string; label: string }[];
}) {
  return options.map((option) => {
    const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}

function splitFrame<Props extends Frame>({ label, error, hint, className, ...control }: Props) {
  return [{ label, error, hint, className, name: control.name }, control] as const;
}

export function SelectField({
  options,
  placeholder,
  ...props
}: Frame & {
  /** Values shown as they are, or value/label pairs. */
  options: readonly string[] | readonly { value: string; label: string }[];
  /** The empty first option; a required select gets "Seleziona un'opzione". */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const [frame, select] = splitFrame(props);
  // A required choice starts empty, so the browser (and the server) ask for one.
  const empty = placeholder ?? (props.required ? "Seleziona un'opzione" : undefined);
  return (
    <LabelledField
      {...frame}
      control={(wiring) => (
        <select {...select} {...wiring}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          <SelectOptions options={options} />
        </select>
      )}
    />
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
  /** Values shown as they are, or value/label pairs. */
  options: readonly string[] | readonly { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  className?: string;
}) {
  const { id, ...wiring } = fieldControl({ name, hint, error });
  return (
    <fieldset className={className} {...wiring}>
      <legend className="font-medium text-slate-800">{label}</legend>
      <FieldHint name={name} hint={hint} />
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-3">
        {options.map((option, i) => {
          const { value, label: text } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <label key={value} className="inline-flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                id={i === 0 ? id : `${id}-${i}`}
                name={name}
                value={value}
                defaultChecked={defaultValue === value}
                required={required}
                className="h-5 w-5 accent-brand-700"
              />
              {text}
            </label>
          );
        })}
      </div>
      <FieldError name={name} error={error} />
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
  const wiring = fieldControl({ name, error });
  return (
    <div className={className}>
      {/* The label holds the box: the whole line is what a finger presses (the staff area makes it 44 px tall, app.css). */}
      <label htmlFor={wiring.id} className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          name={name}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          {...input}
          {...wiring}
        />
        <span>{label}</span>
      </label>
      <FieldError name={name} error={error} />
    </div>
  );
}

const FORM_CARD = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";

/** The white card of a staff editor form in one part, untitled: the page's heading names it. */
export function FormCard({ children }: { children: ReactNode }) {
  return <div className={`space-y-2 ${FORM_CARD}`}>{children}</div>;
}

/**
 * A part of a staff editor form: a white card, its first child a
 * `FormLegend`. `tight` leaves less room between the fields (the course and
 * page texts editors); other fieldset attributes (e.g. `aria-describedby`)
 * pass on.
 */
export function FormSection({
  tight = false,
  children,
  ...fieldset
}: { tight?: boolean; children: ReactNode } & Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  "className"
>) {
  const spacing = tight ? "space-y-1" : "space-y-2";
  return (
    <fieldset className={`${spacing} ${FORM_CARD}`} {...fieldset}>
      {children}
    </fieldset>
  );
}

export function FormLegend({ children }: { children: ReactNode }) {
  return <legend className="px-1 text-lg font-bold text-slate-900">{children}</legend>;
}

export function FieldRow({ className, children }: { className?: string; children: ReactNode }) {
  const grid = "grid gap-x-4 sm:grid-cols-2";
  return <div className={className ? `${className} ${grid}` : grid}>{children}</div>;
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

/**
 * The version an editor form was opened on, sent back with the save. A
 * controlled value, so it follows the page's data after a save that keeps the
 * form on screen.
 */
export function OpenedVersion({ version }: { version: string }) {
  return <input type="hidden" name={OPENED_VERSION_FIELD} value={version} />;
}
