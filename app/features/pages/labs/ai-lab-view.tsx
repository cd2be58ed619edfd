import { Bot, Cpu, Palette, School } from "lucide-react";
import { Link } from "react-router";
import { lightButton, outlineLightButton, secondaryButton } from "~/ui/buttons";
import { CallBadge, CallNotice } from "~/features/calls/public-api";
import type { CallView } from "~/features/calls/public-api";
import { IconCardGrid } from "~/ui/icon-card";
import { HeroPicture, HeroTitle } from "~/ui/page-hero";
import { InfoSection } from "~/ui/section";
import { StatGrid } from "~/ui/stat-grid";
import {
  BackHomeLink,
  ContactActionLink,
  ForwardLink,
  LabContacts,
  StepCard,
} from "~/features/pages/labs/lab-parts";
import type {
  AI_LAB_FEATURES,
  AI_LAB_METHOD,
  AI_LAB_PROGRAMME,
  AI_LAB_STATS,
} from "~/features/pages/labs/ai-lab-content";
import { paragraphsOf } from "~/features/pages/texts/page-texts";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { TextsSection } from "~/features/pages/texts/page-texts-view";

export type AiLabPageData = PageContent & {
  tender: CallView | null;
  programme: typeof AI_LAB_PROGRAMME;
  stats: typeof AI_LAB_STATS;
  features: typeof AI_LAB_FEATURES;
  method: typeof AI_LAB_METHOD;
};

const FEATURE_ICONS = [School, Cpu, Bot, Palette] as const;

/**
 * The page inside its standalone frame (spec §2), for its route and, without
 * the frame, for the staff preview of its texts.
 */
export function AiLabContent({
  texts,
  images,
  tender,
  programme,
  stats,
  features,
  method,
}: AiLabPageData) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <HeroTitle kicker={texts.heroKicker} title={texts.heroTitle ?? ""} />
            <p className="mt-5 text-lg text-slate-100">
              {`${paragraphsOf(texts.heroIntro ?? "").join(" ")} Con un programma di `}
              {programme.months} mesi che accompagna la scuola ben oltre il collaudo.
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
          {images.heroImage ? (
            <HeroPicture image={images.heroImage} />
          ) : (
            <img
              src="/images/labs/ai-lab.svg"
              alt="Illustrazione: un'aula con postazioni, un braccio robotico e una rete di dispositivi connessi"
              width={560}
              height={400}
              fetchPriority="high"
              className="h-auto w-full max-w-xl justify-self-center"
            />
          )}
        </div>
      </section>

      <section aria-label="Il laboratorio in numeri" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <StatGrid stats={stats} />
        </div>
      </section>

      <TextsSection id="caratteristiche" texts={texts} name="features" tone="muted">
        <IconCardGrid
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          items={features}
          icons={FEATURE_ICONS}
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <ForwardLink
            to={texts.featuresActionLink ?? "/caratteristiche-lab"}
            label={texts.featuresAction ?? ""}
            primary
          />
        </div>
      </TextsSection>

      <InfoSection
        id="metodologia"
        title={texts.methodTitle ?? ""}
        intro={`Un programma di ${programme.months} mesi: prima si formano i docenti, poi le classi lavorano su sfide reali, con la community sempre al fianco.`}
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {method.map((step, index) => (
            <StepCard key={step.title} look="method" label={index + 1} {...step} />
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <ForwardLink to="/ai-evolution-community" label="Scopri la AI Evolution Community" />
        </div>
      </InfoSection>

      <InfoSection
        id="bando"
        title={texts.tenderTitle ?? ""}
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
        title={texts.contactTitle ?? ""}
        intro={`Prenota una consulenza gratuita di ${programme.consultationMinutes} minuti: analizziamo gli spazi della tua scuola e ti mostriamo come potrebbe essere il tuo laboratorio.`}
      >
        <LabContacts>
          <ContactActionLink texts={texts} />
          <Link to="/caratteristiche-lab" className={secondaryButton}>
            Caratteristiche del laboratorio
          </Link>
          <BackHomeLink />
        </LabContacts>
      </InfoSection>
    </>
  );
}
