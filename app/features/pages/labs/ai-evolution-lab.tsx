import { ArrowRight, Bot, Cpu, House, Palette, School } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/ai-evolution-lab";
import { lightButton, outlineLightButton, primaryButton, secondaryButton } from "~/ui/buttons";
import { CallBadge, CallNotice } from "~/features/calls/call-notice";
import { IconCardGrid } from "~/ui/icon-card";
import { InfoSection } from "~/ui/section";
import { StatGrid } from "~/ui/stat-grid";
import { LabContacts } from "~/features/pages/labs/lab-contact";
import { StandaloneShell } from "~/features/pages/labs/standalone-shell";
import {
  AI_LAB_FEATURES,
  AI_LAB_METHOD,
  AI_LAB_PROGRAMME,
  AI_LAB_STATS,
} from "~/features/pages/labs/ai-lab-content";
import { pageMeta } from "~/platform/meta";
import { pageCall } from "~/features/calls/calls.server";

export const meta = () =>
  pageMeta(
    "AI Evolution Lab",
    "AI Evolution Lab: il laboratorio di intelligenza artificiale chiavi in mano per le scuole, con 20+ postazioni, 50+ framework, 100+ dispositivi IoT e una community attiva 24/7.",
  );

// The page's copy travels as loader data, so its browser code stays small.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    // The tender's dates come from its record (/admin/bandi), its status from the server clock.
    tender: await pageCall(context, "ai-lab-tender"),
    programme: AI_LAB_PROGRAMME,
    stats: AI_LAB_STATS,
    features: AI_LAB_FEATURES,
    method: AI_LAB_METHOD,
  };
}

const FEATURE_ICONS = [School, Cpu, Bot, Palette] as const;

/** Standalone page: no common layout (spec §2). */
export default function AiEvolutionLab({ loaderData }: Route.ComponentProps) {
  const { tender, programme, stats, features, method } = loaderData;
  return (
    <StandaloneShell>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
              Laboratorio di intelligenza artificiale per le scuole
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">AI Evolution Lab</h1>
            <p className="mt-5 text-lg text-slate-100">
              Un laboratorio chiavi in mano dove studenti e docenti usano l'intelligenza artificiale
              per progettare, costruire e capire. Con un programma di {programme.months} mesi che
              accompagna la scuola ben oltre il collaudo.
            </p>
            {tender ? (
              <p className="mt-5">
                <CallBadge
                  status={tender.status}
                  href="#bando"
                  deadlineLabel={tender.deadlineLabel}
                  opensLabel={tender.opensLabel}
                />
              </p>
            ) : null}
            <nav aria-label="Sezioni della pagina" className="mt-6 flex flex-wrap gap-3">
              <a href="#caratteristiche" className={lightButton}>
                Caratteristiche
              </a>
              <a href="#metodologia" className={outlineLightButton}>
                Metodologia
              </a>
              <a href="#contatti" className={outlineLightButton}>
                Contatti
              </a>
            </nav>
          </div>
          <img
            src="/images/labs/ai-lab.svg"
            alt="Illustrazione: un'aula con postazioni, un braccio robotico e una rete di dispositivi connessi"
            width={560}
            height={400}
            fetchPriority="high"
            className="h-auto w-full max-w-xl justify-self-center"
          />
        </div>
      </section>

      <section aria-label="Il laboratorio in numeri" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <StatGrid stats={stats} />
        </div>
      </section>

      <InfoSection
        id="caratteristiche"
        title="Caratteristiche"
        tone="muted"
        intro="Tutto quello che serve per fare intelligenza artificiale a scuola, installato, collaudato e accompagnato."
      >
        <IconCardGrid
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          items={features}
          icons={FEATURE_ICONS}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/caratteristiche-lab" className={primaryButton}>
            Scopri tutte le dotazioni <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </InfoSection>

      <InfoSection
        id="metodologia"
        title="Metodologia"
        intro={`Un programma di ${programme.months} mesi: prima si formano i docenti, poi le classi lavorano su sfide reali, con la community sempre al fianco.`}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {method.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <p aria-hidden="true" className="text-3xl font-extrabold text-accent-600">
                {index + 1}
              </p>
              <h3 className="mt-2 text-lg font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/ai-evolution-community" className={secondaryButton}>
            Scopri la AI Evolution Community <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </InfoSection>

      <InfoSection
        id="bando"
        title="Il bando per finanziare il laboratorio"
        tone="muted"
        intro={
          tender ? (
            <p>
              Il laboratorio si può finanziare con il bando pubblico per i laboratori innovativi,
              con scadenza il <time dateTime={tender.deadline}>{tender.deadlineLabel}</time>.
              {tender.contactBy ? (
                <>
                  {" "}
                  Per preparare insieme progetto e documentazione ti consigliamo di contattarci
                  entro il <time dateTime={tender.contactBy}>{tender.contactByLabel}</time>.
                </>
              ) : null}
            </p>
          ) : (
            <p>
              Il laboratorio si può finanziare con il bando pubblico per i laboratori innovativi.
            </p>
          )
        }
      >
        {tender ? (
          <CallNotice status={tender.status} subject="Il bando per il laboratorio" call={tender} />
        ) : null}
        <p className="mt-6 text-slate-700">
          Le scuole della Basilicata possono finanziare il laboratorio anche con{" "}
          <a
            href="/fondi-basilicata"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            il bando regionale Fondi Basilicata STEM
          </a>
          .
        </p>
      </InfoSection>

      <InfoSection
        id="contatti"
        title="Contatti"
        intro={`Prenota una consulenza gratuita di ${programme.consultationMinutes} minuti: analizziamo gli spazi della tua scuola e ti mostriamo come potrebbe essere il tuo laboratorio.`}
      >
        <LabContacts>
          <Link to="/contatti" className={primaryButton}>
            Prenota la consulenza gratuita
          </Link>
          <Link to="/caratteristiche-lab" className={secondaryButton}>
            Caratteristiche del laboratorio
          </Link>
          <Link to="/" className={secondaryButton}>
            <House aria-hidden="true" className="h-4 w-4" /> Torna alla home
          </Link>
        </LabContacts>
      </InfoSection>
    </StandaloneShell>
  );
}
