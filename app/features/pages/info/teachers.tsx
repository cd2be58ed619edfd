import {
  Award,
  BookOpenCheck,
  ClipboardCheck,
  FlaskConical,
  HeartHandshake,
  Laptop,
  Lightbulb,
  MonitorPlay,
  Puzzle,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { amberButton } from "~/ui/buttons";
import { CtaPanel } from "~/ui/cta-panel";
import { PageHero } from "~/ui/page-hero";
import { BandSection } from "~/ui/section";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "Formazione per docenti",
    "Corsi di formazione in servizio per docenti: didattica digitale e intelligenza artificiale, inclusione, valutazione formativa e competenze trasversali. Pagabili con la Carta del Docente.",
  );

const REASONS = [
  {
    icon: Lightbulb,
    title: "Metodologie innovative",
    text: "Ogni corso parte da attività concrete da provare in classe: intelligenza artificiale, strumenti digitali e didattica laboratoriale al servizio degli obiettivi di apprendimento.",
  },
  {
    icon: Award,
    title: "Certificazioni riconosciute",
    text: "Siamo un ente accreditato dal Ministero (Direttiva 170/2016): i nostri attestati valgono per la formazione in servizio e molti corsi sono su SOFIA.",
  },
  {
    icon: Users,
    title: "Comunità di pratica",
    text: "Dopo il corso non resti solo: materiali condivisi, incontri di confronto tra colleghi e un gruppo di formatori da contattare quando porti le attività in classe.",
  },
];

const AREAS = [
  {
    icon: Laptop,
    title: "Didattica digitale",
    text: "Intelligenza artificiale, piattaforme collaborative, contenuti multimediali e ambienti immersivi per lezioni più coinvolgenti.",
  },
  {
    icon: HeartHandshake,
    title: "Inclusione e personalizzazione",
    text: "Materiali accessibili, strumenti compensativi e percorsi differenziati per studenti con BES e DSA.",
  },
  {
    icon: ClipboardCheck,
    title: "Valutazione formativa",
    text: "Rubriche, feedback frequenti, autovalutazione e strumenti digitali per seguire i progressi di ogni studente.",
  },
  {
    icon: Puzzle,
    title: "Competenze trasversali",
    text: "Problem solving, lavoro di gruppo, pensiero critico e cittadinanza digitale, dentro ogni disciplina.",
  },
];

const MODES = [
  {
    icon: BookOpenCheck,
    title: "Corsi online",
    text: "Videolezioni e materiali sempre disponibili, da seguire con i tuoi tempi, con quiz e attestato finale.",
  },
  {
    icon: MonitorPlay,
    title: "Webinar interattivi",
    text: "Incontri in diretta con l'esperto per fare domande, confrontarsi con i colleghi e vedere gli strumenti in azione.",
  },
  {
    icon: FlaskConical,
    title: "Laboratori pratici",
    text: "Sessioni in presenza o nel nostro Smart Lab, con robot, stampanti 3D e dispositivi da usare davvero.",
  },
];

export default function Page() {
  return (
    <>
      <PageHero title="Formazione per docenti" kicker="Aggiornamento professionale">
        <p>
          Percorsi di aggiornamento riconosciuti dal Ministero per docenti di ogni ordine e grado,
          pagabili con la Carta del Docente.
        </p>
        <Link to="/corsi" className={amberButton}>
          Esplora i corsi
        </Link>
      </PageHero>

      <FeatureSection
        id="perche"
        title="Perché scegliere i nostri percorsi"
        grid="grid gap-6 md:grid-cols-3"
        items={REASONS}
      />

      <FeatureSection
        id="aree"
        title="Aree tematiche"
        tinted
        grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        items={AREAS}
      />

      <FeatureSection
        id="modalita"
        title="Modalità di formazione"
        grid="grid gap-6 md:grid-cols-3"
        items={MODES}
      />

      <CtaPanel
        id="cta-docenti"
        title="Trova il corso giusto per la tua classe"
        to="/corsi?filter=docenti"
        action="Vedi i corsi per docenti"
        className="mx-auto max-w-7xl px-4 pb-6"
      >
        Intelligenza artificiale, podcast, Canva, robotica educativa e molto altro: tutti i corsi
        per docenti, con programma, durata e scheda da scaricare.
      </CtaPanel>
    </>
  );
}

type FeatureItem = { icon: LucideIcon; title: string; text: string };

/** A section of feature cards; `grid` sets the columns. */
function FeatureSection({
  id,
  title,
  tinted,
  grid,
  items,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  grid: string;
  items: readonly FeatureItem[];
}) {
  return (
    <BandSection id={id} title={title} tinted={tinted}>
      <div className="mt-8">
        <div className={grid}>
          {items.map((item) => (
            <Feature key={item.title} {...item} />
          ))}
        </div>
      </div>
    </BandSection>
  );
}

function Feature({ icon: Icon, title, text }: FeatureItem) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
