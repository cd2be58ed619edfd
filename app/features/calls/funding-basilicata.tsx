import { ArrowDown } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/funding-basilicata";
import { lightButton, outlineLightButton, primaryButton } from "~/ui/buttons";
import { PageCallNotice } from "~/features/calls/call-notice";
import { Fact, FactList } from "~/ui/fact-list";
import { ExternalLink } from "~/ui/external-link";
import { InfoSection } from "~/ui/section";
import { StatGrid } from "~/ui/stat-grid";
import { StandaloneHero } from "~/features/pages/public-api";
import { StandaloneShell } from "~/features/pages/public-api";
import { BackHomeLink, ForwardLink } from "~/features/pages/public-api";
import { BASILICATA_FIGURES as CALL, CALL_PAGE_STATS } from "~/features/calls/call-figures";
import { pageMeta } from "~/platform/meta";
import { useSite } from "~/platform/site";
import { callPageLoader } from "~/features/calls/calls.server";

export const meta = () =>
  pageMeta(
    "Fondi Basilicata STEM",
    "Il bando della Regione Basilicata per i laboratori STEM nelle scuole secondarie: 1.000.000 € complessivi, 42.800 € per laboratorio, fino a 122.800 € per istituto.",
  );

export const loader = callPageLoader("fondi-basilicata");

const FUNDING_LINKS = [
  { label: "Fondi Basilicata", to: "/fondi-basilicata" },
  { label: "AI Evolution Lab", to: "/ai-evolution-lab" },
] as const;

/** Standalone page: no common layout (spec §2); the navigation reaches it by a full page load. */
export default function FundingBasilicata({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { call } = loaderData;
  return (
    <StandaloneShell links={FUNDING_LINKS}>
      <StandaloneHero
        kicker={
          <>
            Bando regionale · anno scolastico{" "}
            <span className="whitespace-nowrap">{CALL.schoolYear}</span>
          </>
        }
        title="Fondi Basilicata STEM"
        intro={
          <>
            La Regione Basilicata finanzia laboratori STEM extracurricolari nelle scuole secondarie
            di primo e secondo grado: {CALL.totalBudget} per portare scienza, tecnologia, ingegneria
            e matematica fuori dall'orario delle lezioni.
          </>
        }
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#finalita" className={lightButton}>
            Scopri le finalità <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </a>
          <Link to="/contatti" className={outlineLightButton}>
            Contattaci
          </Link>
        </div>
      </StandaloneHero>

      <PageCallNotice call={call} subject="Il bando Fondi Basilicata STEM" />

      <InfoSection id="cifre" title="Le cifre del bando">
        <StatGrid long stats={CALL_PAGE_STATS["fondi-basilicata"]} />
      </InfoSection>

      <InfoSection id="finalita" title="Finalità" tone="muted">
        <div className="grid gap-6 text-lg text-slate-700 lg:grid-cols-2">
          <p>
            Il bando vuole rafforzare le competenze STEM degli studenti lucani con laboratori
            pratici, svolti in orario extracurricolare, che li avvicinino alle professioni tecniche
            e scientifiche e riducano il divario tra ragazze e ragazzi in queste discipline.
          </p>
          <p>
            Ogni laboratorio si conclude con una prova finale pubblica, giudicata da valutatori
            esterni alla scuola: i progetti migliori ricevono premi in denaro fino al{" "}
            {CALL.prizeShare} del finanziamento complessivo, un riconoscimento per gli studenti e
            per le scuole che investono nelle discipline STEM.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="requisiti" title="Chi può partecipare e come">
        <FactList className="grid gap-6 text-slate-700 md:grid-cols-2">
          <Fact term="Destinatari">
            Scuole secondarie di primo e secondo grado, statali e paritarie, della Basilicata.
          </Fact>
          <Fact term="Importi">
            {CALL.perLaboratory} per ogni laboratorio, fino a un massimo di {CALL.perInstituteMax}{" "}
            per istituto, su una dotazione complessiva di {CALL.totalBudget}.
          </Fact>
          <Fact term="Partecipanti e orario">
            Almeno {CALL.minPupils} alunni per laboratorio; le attività si svolgono in orario
            extracurricolare durante l'anno scolastico {CALL.schoolYear}.
          </Fact>
          <Fact term="Valutazione e premi">
            Valutatori esterni, prova finale pubblica e premi in denaro fino al {CALL.prizeShare}{" "}
            del finanziamento complessivo.
          </Fact>
          {call ? (
            <Fact term="Quando">
              {call.opensAt ? (
                <>
                  Domande dal <time dateTime={call.opensAt}>{call.opensLabel}</time> al{" "}
                </>
              ) : (
                "Domande entro il "
              )}
              <time dateTime={call.deadline}>{call.deadlineLabel}</time>.
            </Fact>
          ) : null}
          <Fact term="Come">
            Solo online, sul portale della Regione Basilicata, con accesso tramite SPID o CNS del
            dirigente scolastico o del suo delegato.
          </Fact>
        </FactList>
        <div className="mt-8">
          <ExternalLink
            href={call?.officialUrl ?? site.external.regionalPortal}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
          >
            Portale bandi della Regione Basilicata
          </ExternalLink>
        </div>
      </InfoSection>

      <InfoSection
        id="supporto"
        title="Come ti aiutiamo"
        tone="muted"
        intro="Scriviamo con te il progetto del laboratorio, prepariamo la domanda, forniamo formatori e attrezzature e curiamo la prova finale e la rendicontazione. L'AI Evolution Lab è pensato per rientrare negli importi del bando."
      >
        <div className="flex flex-wrap gap-3">
          <Link to="/contatti" className={primaryButton}>
            Contattaci per la domanda
          </Link>
          <ForwardLink to="/ai-evolution-lab" label="Scopri l'AI Evolution Lab" />
          <BackHomeLink />
        </div>
      </InfoSection>
    </StandaloneShell>
  );
}
