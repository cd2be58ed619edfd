import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "~/ui/buttons";
import { InfoSection } from "~/ui/section";
import { LabSpecTabs } from "~/features/pages/labs/lab-spec-tabs";
import { StandaloneHero } from "~/features/pages/labs/standalone-hero";
import { StandaloneShell } from "~/features/pages/labs/standalone-shell";
import { LAB_INFRASTRUCTURE } from "~/features/pages/labs/lab-specs-content";
import { tabFromParam } from "~/features/pages/labs/lab-tabs";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/lab-specs";

/** The chosen tab comes from `?tab=` (docs/decisions/034): rendered here, no script needed. */
export function loader({ request }: Route.LoaderArgs) {
  return { tab: tabFromParam(new URL(request.url).searchParams.get("tab")) };
}

export const meta = () =>
  pageMeta(
    "Caratteristiche del laboratorio",
    "Le dotazioni dell'AI Evolution Lab: hardware, robotica, software di intelligenza artificiale e strumenti creativi, con l'infrastruttura inclusa.",
  );

/** Standalone page: no common layout (spec §2). */
export default function LabSpecs({ loaderData }: Route.ComponentProps) {
  return (
    <StandaloneShell>
      <StandaloneHero
        kicker="AI Evolution Lab"
        title="Caratteristiche del laboratorio"
        intro="Ogni dotazione è scelta per un uso didattico preciso e arriva installata, collaudata e accompagnata da attività pronte per la classe."
      />

      <InfoSection id="dotazioni" title="Le dotazioni">
        <LabSpecTabs selected={loaderData.tab} />
      </InfoSection>

      <InfoSection
        id="infrastruttura"
        title="Infrastruttura"
        tone="muted"
        intro="Prima dell'installazione verifichiamo gli spazi della scuola; quello che manca lo progettiamo e lo realizziamo noi."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {LAB_INFRASTRUCTURE.map((entry) => (
            <li key={entry.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-brand-900">{entry.title}</h3>
              <p className="mt-2 text-slate-700">{entry.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="contatti"
        title="Vuoi un laboratorio così nella tua scuola?"
        intro="Raccontaci i tuoi spazi e le tue classi: ti proponiamo la configurazione giusta e ti aiutiamo a finanziarla."
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/contatti" className={primaryButton}>
            Contattaci
          </Link>
          <Link to="/ai-evolution-lab" className={secondaryButton}>
            Torna all'AI Evolution Lab <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </InfoSection>
    </StandaloneShell>
  );
}
