import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Fondi Basilicata STEM",
    "Il bando regionale per i laboratori STEM nelle scuole della Basilicata.",
  );

/** Standalone page: no common layout (spec §2). */
export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-800">Fondi Basilicata STEM</h1>
      <p className="mt-4 text-lg text-slate-700">
        Il bando regionale che finanzia laboratori STEM nelle scuole secondarie della Basilicata.
      </p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Torna alla home
        </Link>
      </p>
    </main>
  );
}
