import { Info } from "lucide-react";

/** The enrolment form's place when the course has no edition taking enrolments. */
export function NoOpenEditions() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Info aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Al momento non ci sono edizioni aperte di questo corso.
      </p>
      <p className="mt-2 text-slate-800">
        Scrivici per sapere quando parte la prossima o per organizzarne una per la tua scuola.
      </p>
      <a
        href="/contatti"
        className="mt-4 inline-flex rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
      >
        Richiedi informazioni
      </a>
    </div>
  );
}
