import { Blocks, Bot, Database, MousePointerClick, Users, Workflow } from "lucide-react";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { ClosingBand, TextsHero, TextsSection } from "~/features/pages/texts/page-texts-view";

const FEATURE_ICONS = [MousePointerClick, Database, Workflow, Bot, Users, Blocks] as const;

const EXAMPLES = [
  {
    title: "Biblioteca in tasca",
    school: "Liceo scientifico, classi terze",
    text: "Un'app per prenotare i libri della biblioteca scolastica: catalogo consultabile dal telefono, prestiti registrati in un database, promemoria automatico via e-mail tre giorni prima della scadenza. Gli studenti l'hanno progettata in 20 ore e la usano ancora.",
  },
  {
    title: "Sentinella dell'aria",
    school: "Istituto tecnico, classi quarte",
    text: "Una dashboard che raccoglie le misure di CO₂ e temperatura delle aule e avvisa il personale quando è ora di aprire le finestre. Le regole di allerta sono automazioni no-code; un modello di AI segnala le misure anomale.",
  },
];

/** /smart-lab, for its route and for the staff preview of its texts. */
export function SmartLabPage({ texts, images }: PageContent) {
  return (
    <>
      <TextsHero texts={texts} image={images.heroImage} />

      <TextsSection
        id="laboratorio"
        texts={texts}
        name="lab"
        cards={{ className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3", icons: FEATURE_ICONS }}
      />

      <TextsSection id="progetti" texts={texts} name="projects" tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {EXAMPLES.map((example) => (
            <ExampleCard key={example.title} example={example} />
          ))}
        </ul>
      </TextsSection>

      <ClosingBand id="smart-lab-cta" texts={texts} />
    </>
  );
}

/** One project a school made in its Smart Lab. */
function ExampleCard({ example }: { example: (typeof EXAMPLES)[number] }) {
  return (
    <li>
      <article className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-xl font-bold text-brand-900">{example.title}</h3>
        <p className="mt-1 text-sm font-semibold text-accent-600">{example.school}</p>
        <p className="mt-3 text-slate-700">{example.text}</p>
      </article>
    </li>
  );
}
