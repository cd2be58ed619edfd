import { TriangleAlert } from "lucide-react";

/** The dashboard's box of configuration warnings (configuration-warnings.server.ts); nothing when there are none. */
export function ConfigurationWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="avvisi-configurazione"
      className="mt-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="avvisi-configurazione" className="flex items-center gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        Configurazione da completare
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
