import { CallNotice } from "~/features/calls/public-api";
import type { CallView } from "~/features/calls/public-api";
import { InfoSection } from "~/ui/section";
import {
  BackToLabLink,
  ContactActionLink,
  ForwardLink,
  LabContacts,
  StepCard,
} from "~/features/pages/labs/lab-parts";
import { StandaloneHero } from "~/features/pages/labs/standalone-hero";
import type { AI_LAB_PROGRAMME } from "~/features/pages/labs/ai-lab-content";
import type { COMMUNITY_CYCLE, COMMUNITY_PHASES } from "~/features/pages/labs/community-content";
import { paragraphsOf } from "~/features/pages/texts/page-texts";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { Paragraphs, TextsSection } from "~/features/pages/texts/page-texts-view";

export type CommunityPageData = PageContent & {
  tender: CallView | null;
  programme: typeof AI_LAB_PROGRAMME;
  perLaboratory: string;
  cycle: typeof COMMUNITY_CYCLE;
  phases: typeof COMMUNITY_PHASES;
};

/**
 * The page inside its standalone frame (spec §2), for its route and, without
 * the frame, for the staff preview of its texts.
 */
export function CommunityContent({
  texts,
  tender,
  programme,
  perLaboratory,
  cycle,
  phases,
}: CommunityPageData) {
  return (
    <>
      <StandaloneHero
        kicker={texts.heroKicker}
        title={texts.heroTitle ?? ""}
        intro={
          <>
            {`${paragraphsOf(texts.heroIntro ?? "").join(" ")} Per `}
            {programme.months} mesi i docenti delle scuole dell'AI Evolution Lab imparano insieme,
            si scambiano attività e risolvono i problemi di tutti i giorni con il supporto dei
            nostri formatori.
          </>
        }
      />

      <InfoSection id="visione" title={texts.visionTitle ?? ""}>
        <div className="grid gap-6 text-lg text-slate-700 lg:grid-cols-2">
          <Paragraphs text={texts.visionText ?? ""} />
        </div>
      </InfoSection>

      <TextsSection id="ciclo" texts={texts} name="cycle" tone="muted">
        <ol className="grid gap-6 md:grid-cols-3">
          {cycle.map((step) => (
            <StepCard key={step.when} look="cycle" label={step.when} {...step} />
          ))}
        </ol>
      </TextsSection>

      <InfoSection
        id="percorso"
        title={`${texts.pathTitle} di ${programme.months} mesi`}
        intro={paragraphsOf(texts.pathIntro ?? "").join(" ")}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {phases.map((phase, index) => (
            <StepCard
              key={phase.months}
              look="phase"
              label={
                <>
                  Fase {index + 1} · {phase.months}
                </>
              }
              {...phase}
            />
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="investimento" title={texts.investmentTitle ?? ""} tone="muted">
        <div className="grid gap-6 text-slate-700 lg:grid-cols-2">
          <p className="text-lg">
            La partecipazione alla community è compresa nella proposta dell'AI Evolution Lab insieme
            alle {programme.teacherTrainingHours} ore di formazione dei docenti: non ci sono quote
            annuali né costi nascosti per i {programme.months} mesi del percorso.
          </p>
          <p className="text-lg">
            {/* The text nodes the page always had, so its HTML stays the same. */}
            {
              "Il laboratorio e il percorso si possono finanziare con i bandi per i laboratori innovativi; in Basilicata il bando regionale riconosce fino a"
            }{" "}
            {perLaboratory}
            {" per laboratorio. Nella consulenza gratuita di"} {programme.consultationMinutes}
            {" minuti costruiamo con te il piano economico."}
          </p>
        </div>
      </InfoSection>

      {tender ? (
        <InfoSection id="scadenza" title={texts.tenderTitle ?? ""}>
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

      <InfoSection id="contatti" title={texts.contactTitle ?? ""} tone="muted">
        <LabContacts onMutedBand>
          <ContactActionLink texts={texts} />
          <ForwardLink to="/caratteristiche-lab" label="Caratteristiche del laboratorio" />
          <BackToLabLink />
        </LabContacts>
      </InfoSection>
    </>
  );
}
