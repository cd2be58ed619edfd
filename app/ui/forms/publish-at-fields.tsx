import { DateTimeFields } from "~/ui/forms/date-time-fields";
import { FieldRow } from "~/ui/forms/field";
import type { PublishAtFields } from "~/platform/forms/publish-at";

/**
 * The 'Pubblica il' date and time of the news and course editors (decision 046):
 * Rome's wall clock, empty for 'as soon as it is published'.
 */
export function PublishAtInputs({
  values,
  errors,
  what,
}: {
  values: PublishAtFields;
  errors: Partial<Record<keyof PublishAtFields, string>>;
  /** "l'articolo", "il corso". */
  what: string;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Pubblica il</legend>
      <p className="text-sm text-slate-700">
        Lascia vuoto per mostrarlo appena è pubblicato. Con una data futura {what}, anche se
        pubblicato, resta nascosto ai visitatori (anche nel feed RSS e nella mappa del sito) e
        compare da solo a quell'ora, ora italiana.
      </p>
      <FieldRow className="mt-2">
        <DateTimeFields
          date={{
            label: "Data di pubblicazione",
            name: "publishDate",
            hint: "Formato aaaa-mm-gg.",
            defaultValue: values.publishDate,
            error: errors.publishDate,
          }}
          time={{
            label: "Ora di pubblicazione (ora italiana)",
            name: "publishTime",
            hint: "Formato hh:mm, per esempio 08:00.",
            defaultValue: values.publishTime,
            error: errors.publishTime,
          }}
        />
      </FieldRow>
    </fieldset>
  );
}
