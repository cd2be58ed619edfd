import { Link } from "react-router";
import type { Route } from "./+types/move-2025";
import { primaryButton, secondaryButton } from "~/ui/buttons";
import { PageCallNotice } from "~/features/calls/call-notice";
import { Fact, FactList } from "~/ui/fact-list";
import { ExternalLink } from "~/ui/external-link";
import { InfoSection } from "~/ui/section";
import { StatGrid } from "~/ui/stat-grid";
import { PageHero } from "~/ui/page-hero";
import { CALL_PAGE_STATS, MOVE_2025_FIGURES as CALL } from "~/features/calls/call-figures";
import { pageMeta } from "~/platform/meta";
import { useSite } from "~/platform/site";
import { callPageLoader } from "~/features/calls/calls.server";

export const meta = () =>
  pageMeta(
    "MOVE 2025",
    "MOVE 2025, il bando della Regione Basilicata per la mobilità linguistica degli studenti: 6 milioni di euro, 2 settimane all'estero, 60 ore di formazione linguistica.",
  );

export const loader = callPageLoader("move-2025");

export default function Move2025({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { call } = loaderData;
  return (
    <>
      <PageHero title="MOVE 2025" kicker="Bando regionale per la mobilità linguistica">
        <p>
          Il bando della Regione Basilicata che porta gli studenti delle scuole secondarie a
          studiare una lingua straniera all'estero, con un soggiorno di due settimane interamente
          finanziato.
        </p>
      </PageHero>

      <PageCallNotice call={call} subject="Il bando MOVE 2025" />

      <InfoSection id="in-breve" title="Il bando in breve">
        <StatGrid long stats={CALL_PAGE_STATS["move-2025"]} />
        <FactList className="mt-10 grid gap-6 text-slate-700 md:grid-cols-2">
          {call ? (
            <Fact term="Scadenza">
              Domande entro il <time dateTime={call.deadline}>{call.deadlineLabel}</time>.
              {call.contactBy ? (
                <>
                  {" "}
                  Ti consigliamo di contattarci entro il{" "}
                  <time dateTime={call.contactBy}>{call.contactByLabel}</time>, per avere il tempo
                  di costruire il progetto con noi.
                </>
              ) : null}
            </Fact>
          ) : null}
          <Fact term="Dotazione">
            {CALL.budget} per oltre 500 studenti delle scuole secondarie di secondo grado della
            Basilicata.
          </Fact>
          <Fact term="Progetti per scuola">
            Ogni istituzione scolastica può presentare fino a {CALL.maxProjectsPerSchool} progetti.
          </Fact>
          <Fact term="Dimensione dei gruppi">
            Progetti singoli da {CALL.singleProjectStudents} studenti; progetti in rete tra più
            scuole da {CALL.networkProjectStudents} studenti.
          </Fact>
          <Fact term="Il soggiorno">
            {CALL.weeksAbroad} settimane all'estero con {CALL.languageHours} ore di corso di lingua
            in una scuola accreditata, alloggio, attività culturali e certificazione finale del
            livello raggiunto.
          </Fact>
          <Fact term="Come ti aiutiamo">
            Scegliamo con te la destinazione tra le agenzie della rete ETN World, scriviamo il
            progetto, organizziamo viaggio e accoglienza e curiamo la rendicontazione.
          </Fact>
        </FactList>
      </InfoSection>

      <InfoSection
        id="partecipa"
        title="Come partecipare"
        tone="muted"
        intro="La domanda si presenta sulla piattaforma regionale del bando. Lì trovi l'avviso completo, la modulistica e le risposte ufficiali ai quesiti."
      >
        <div className="flex flex-wrap gap-3">
          <ExternalLink
            href={call?.officialUrl ?? site.external.move2025}
            className={primaryButton}
          >
            Vai alla piattaforma MOVE 2025
          </ExternalLink>
          <Link to="/contatti" className={secondaryButton}>
            Contattaci per il progetto
          </Link>
        </div>
      </InfoSection>
    </>
  );
}
