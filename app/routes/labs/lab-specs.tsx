import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Caratteristiche del laboratorio", "Le dotazioni dell'AI Evolution Lab.");

/** Standalone page: no common layout (spec §2). */
export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-800">Caratteristiche del laboratorio</h1>
      <p className="mt-4 text-lg text-slate-700">
        Hardware, robotica, software di intelligenza artificiale e strumenti creativi del
        laboratorio.
      </p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Torna alla home
        </Link>
      </p>
    </main>
  );
}
