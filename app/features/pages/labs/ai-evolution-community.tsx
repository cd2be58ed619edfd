import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/ai-evolution-community";
import { primaryButton, secondaryButton } from "~/ui/buttons";
import { CallNotice } from "~/features/calls/call-notice";
import { InfoSection } from "~/ui/section";
import { LabContacts } from "~/features/pages/labs/lab-contact";
import { StandaloneHero } from "~/features/pages/labs/standalone-hero";
import { StandaloneShell } from "~/features/pages/labs/standalone-shell";
import { AI_LAB_PROGRAMME } from "~/features/pages/labs/ai-lab-content";
import { BASILICATA_FIGURES } from "~/features/calls/calls-content";
import { COMMUNITY_CYCLE, COMMUNITY_PHASES } from "~/features/pages/labs/community-content";
import { pageMeta } from "~/platform/meta";
import { pageCall } from "~/features/calls/calls.server";

export const meta = () =>
  pageMeta(
    "AI Evolution Community",
    "La comunità di pratica dei docenti dell'AI Evolution Lab: un ciclo mensile di formazione, sperimentazione e condivisione lungo un percorso di 24 mesi.",
  );

/** The tender's dates come from its record (/admin/bandi), its status from the server clock. */
export async function loader({ context }: Route.LoaderArgs) {
  return { tender: await pageCall(context, "ai-lab-tender") };
}

/** Standalone page: no common layout (spec §2). */
export default function AiEvolutionCommunity({ loaderData }: Route.ComponentProps) {
  const { tender } = loaderData;
  return (
    <StandaloneShell>
      <StandaloneHero
        kicker="Comunità di pratica"
        title="AI Evolution Community"
        intro={
          <>
            Il laboratorio è l'inizio. Per {AI_LAB_PROGRAMME.months} mesi i docenti delle scuole
            dell'AI Evolution Lab imparano insieme, si scambiano attività e risolvono i problemi di
            tutti i giorni con il supporto dei nostri formatori.
          </>
        }
      />

      <InfoSection id="visione" title="La nostra visione">
        <div className="grid gap-6 text-lg text-slate-700 lg:grid-cols-2">
          <p>
            Un'aula piena di tecnologia non cambia la scuola da sola: la cambiano i docenti che
            sanno usarla e che non si sentono soli quando qualcosa non funziona. Per questo ogni
            laboratorio entra in una comunità che lavora con un ritmo preciso, mese dopo mese.
          </p>
          <p>
            Nella community un docente di Potenza può riusare l'attività che un collega di Matera ha
            già provato in classe, chiedere aiuto alle 22 di sera e trovare una risposta, e portare
            i suoi studenti a confrontarsi con quelli di altre scuole.
          </p>
        </div>
      </InfoSection>

      <InfoSection
        id="ciclo"
        title="Il ciclo mensile"
        tone="muted"
        intro="Ogni mese ha la stessa struttura, così i docenti possono programmare le attività con le classi."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {COMMUNITY_CYCLE.map((step) => (
            <li
              key={step.when}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
                {step.when}
              </p>
              <h3 className="mt-1 text-lg font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection
        id="percorso"
        title={`Il percorso di ${AI_LAB_PROGRAMME.months} mesi`}
        intro="Quattro fasi di sei mesi, dalla prima accensione delle postazioni alla scuola che forma altre scuole."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COMMUNITY_PHASES.map((phase, index) => (
            <li
              key={phase.months}
              className="rounded-2xl border-t-4 border-brand-700 bg-brand-50 p-6"
            >
              <p className="text-sm font-semibold text-brand-800">
                Fase {index + 1} · {phase.months}
              </p>
              <h3 className="mt-1 text-lg font-bold text-brand-900">{phase.title}</h3>
              <p className="mt-2 text-slate-700">{phase.text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="investimento" title="L'investimento" tone="muted">
        <div className="grid gap-6 text-slate-700 lg:grid-cols-2">
          <p className="text-lg">
            La partecipazione alla community è compresa nella proposta dell'AI Evolution Lab insieme
            alle {AI_LAB_PROGRAMME.teacherTrainingHours} ore di formazione dei docenti: non ci sono
            quote annuali né costi nascosti per i {AI_LAB_PROGRAMME.months} mesi del percorso.
          </p>
          <p className="text-lg">
            Il laboratorio e il percorso si possono finanziare con i bandi per i laboratori
            innovativi; in Basilicata il bando regionale riconosce fino a{" "}
            {BASILICATA_FIGURES.perLaboratory} per laboratorio. Nella consulenza gratuita di{" "}
            {AI_LAB_PROGRAMME.consultationMinutes} minuti costruiamo con te il piano economico.
          </p>
        </div>
      </InfoSection>

      {tender ? (
        <InfoSection id="scadenza" title="Scadenza del bando">
          <p className="mb-6 max-w-3xl text-lg text-slate-700">
            Il bando pubblico per finanziare il laboratorio scade il{" "}
            <time dateTime={tender.deadline}>{tender.deadlineLabel}</time>
            {tender.contactBy ? (
              <>
                : per preparare la domanda con calma contattaci entro il{" "}
                <time dateTime={tender.contactBy}>{tender.contactByLabel}</time>
              </>
            ) : null}
            .
          </p>
          <CallNotice status={tender.status} subject="Il bando per il laboratorio" call={tender} />
        </InfoSection>
      ) : null}

      <InfoSection id="contatti" title="Contatti" tone="muted">
        <LabContacts onMutedBand>
          <Link to="/contatti" className={primaryButton}>
            Scrivici dalla pagina contatti
          </Link>
          <Link to="/caratteristiche-lab" className={secondaryButton}>
            Caratteristiche del laboratorio <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/ai-evolution-lab" className={secondaryButton}>
            Torna all'AI Evolution Lab <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </LabContacts>
      </InfoSection>
    </StandaloneShell>
  );
}
