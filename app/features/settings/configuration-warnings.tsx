import { TriangleAlert } from "lucide-react";
import { IconSection } from "~/ui/staff/staff-ui";

const TITLE = "Configurazione da completare";
const BOX = {
  box: "mt-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950",
  heading: "text-lg font-bold",
  icon: "size-5",
};

/** The dashboard's box of configuration warnings (configuration-warnings.server.ts); nothing when there are none. */
export function ConfigurationWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <IconSection id="avvisi-configurazione" icon={TriangleAlert} title={TITLE} classes={BOX}>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </IconSection>
  );
}
