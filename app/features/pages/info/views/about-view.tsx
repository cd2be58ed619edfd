import { Award, Gem, HeartHandshake, Lightbulb, Target } from "lucide-react";
import { Link } from "react-router";
import { GROUP_FIGURES, SCHOOL_FIGURES } from "~/features/pages/info/about-content";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { introOf, TextsHero, TextsSection } from "~/features/pages/texts/page-texts-view";
import { useSite } from "~/platform/site";
import { primaryButton } from "~/ui/buttons";
import { InfoSection } from "~/ui/section";
import { StatGrid } from "~/ui/stat-grid";

const VALUE_ICONS = [Lightbulb, HeartHandshake, Gem, Target] as const;

/** /chi-siamo, for its route and for the staff preview of its texts. */
export function AboutPage({ texts, images }: PageContent) {
  const site = useSite();
  return (
    <>
      <TextsHero texts={texts} image={images.heroImage} />

      <section aria-labelledby="accreditamento" className="border-b border-amber-200 bg-amber-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center">
          <Award aria-hidden="true" className="h-10 w-10 shrink-0 text-accent-600" />
          <div>
            <h2 id="accreditamento" className="text-lg font-bold text-slate-900">
              {texts.accreditationTitle}
            </h2>
            <p className="mt-1 text-slate-800">
              {site.name} è un ente accreditato per la formazione del personale della scuola ai
              sensi della Direttiva 170/2016: i nostri corsi sono riconosciuti come aggiornamento
              professionale e si possono pagare con la Carta del Docente.
            </p>
          </div>
        </div>
      </section>

      <InfoSection id="chi-siamo" title={texts.storyTitle ?? ""}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              {site.name} è un ente di formazione con sede a {site.address.city}, accreditato dal
              Ministero dell'Istruzione e del Merito. Progettiamo e realizziamo corsi per docenti,
              percorsi per gli studenti (PCTO, laboratori STEM, intelligenza artificiale) e
              laboratori innovativi per le scuole.
            </p>
            <p>
              Una parte importante del nostro lavoro sono i progetti di mobilità: aiutiamo le scuole
              a scrivere le candidature Erasmus+, a partecipare ai bandi regionali come MOVE e a
              organizzare soggiorni di studio e di lavoro all'estero per docenti e studenti.
            </p>
            <p>
              Facciamo parte di ETN World, un gruppo internazionale che ogni anno porta in mobilità{" "}
              {GROUP_FIGURES.studentsPerYear} studenti attraverso {GROUP_FIGURES.agenciesAbroad}{" "}
              agenzie in {GROUP_FIGURES.countriesAbroad} Paesi. Con l'agenzia partner di Potenza,
              che segue le scuole in Italia, la rete conta 8 agenzie partner in Europa, una per
              Paese: chi parte con noi trova sempre un referente che parla la sua lingua, sia a casa
              sia a destinazione.
            </p>
            <p>
              <Link
                to={texts.networkActionLink ?? "/etn-world"}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {texts.networkAction}
              </Link>
            </p>
          </div>
          <div>
            <h3 className="sr-only">I nostri numeri</h3>
            <StatGrid stats={SCHOOL_FIGURES} />
          </div>
        </div>
      </InfoSection>

      <TextsSection
        id="valori"
        texts={texts}
        name="values"
        tone="muted"
        cards={{ className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4", icons: VALUE_ICONS }}
      />

      <InfoSection
        id="contatti"
        title={texts.closingTitle ?? ""}
        intro={introOf(texts.closingText ?? "")}
      >
        <Link to={texts.closingActionLink ?? "/contatti"} className={primaryButton}>
          {texts.closingAction}
        </Link>
      </InfoSection>
    </>
  );
}
