import { Star } from "lucide-react";
import { Form } from "react-router";
import { FieldError, SelectField } from "~/ui/forms/field";

const ORDINALS = ["Primo", "Secondo", "Terzo"] as const;

/** The home page's featured courses, chosen among the published ones. */
export function FeaturedCoursesForm({
  publishedOptions,
  featured,
  filterQuery,
  error,
}: {
  publishedOptions: Array<{ value: string; label: string }>;
  featured: string[];
  filterQuery: string;
  error: string | undefined;
}) {
  return (
    <section
      aria-labelledby="in-evidenza"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="in-evidenza" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Star aria-hidden="true" className="size-5 text-amber-600" />
        Corsi in evidenza nella home
      </h2>
      <p className="mt-1 text-slate-700">
        La home mostra questi corsi pubblicati, in quest'ordine. Lascia vuota una posizione per
        mostrarne meno.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="featured" />
        <input type="hidden" name="filtri" value={filterQuery} />
        <div className="grid gap-x-4 md:grid-cols-3">
          {ORDINALS.map((ordinal, i) => (
            <SelectField
              key={ordinal}
              label={`${ordinal} corso in evidenza`}
              name={`featured${i + 1}`}
              options={publishedOptions}
              placeholder="Nessuno"
              defaultValue={featured[i] ?? ""}
            />
          ))}
        </div>
        <FieldError name="featured" error={error} />
        <button
          type="submit"
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Salva i corsi in evidenza
        </button>
      </Form>
    </section>
  );
}
