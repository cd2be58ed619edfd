import { BookOpen } from "lucide-react";
import { Link } from "react-router";

/** How many courses are published, drafts and archived, and the way to manage them. */
export function CourseSummary({
  counts: courseCounts,
}: {
  counts: { pubblicato: number; bozza: number; archiviato: number };
}) {
  return (
    <section
      aria-labelledby="riepilogo-corsi"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="riepilogo-corsi" className="text-lg font-bold text-slate-900">
          Corsi
        </h2>
        <p className="text-slate-700">
          {courseCounts.pubblicato} pubblicati, {courseCounts.bozza} in bozza,{" "}
          {courseCounts.archiviato} archiviati.
        </p>
      </div>
      <Link
        to="/admin/corsi"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <BookOpen aria-hidden="true" className="size-5" />
        Gestisci i corsi
      </Link>
    </section>
  );
}
