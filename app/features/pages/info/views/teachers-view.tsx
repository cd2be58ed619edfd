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
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { cardsOf, ClosingPanel, TextsHero } from "~/features/pages/texts/page-texts-view";
import { amberButton } from "~/ui/buttons";
import { BandSection } from "~/ui/section";

const SECTIONS = [
  {
    id: "perche",
    name: "reasons",
    grid: "grid gap-6 md:grid-cols-3",
    icons: [Lightbulb, Award, Users],
  },
  {
    id: "aree",
    name: "areas",
    tinted: true,
    grid: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    icons: [Laptop, HeartHandshake, ClipboardCheck, Puzzle],
  },
  {
    id: "modalita",
    name: "modes",
    grid: "grid gap-6 md:grid-cols-3",
    icons: [BookOpenCheck, MonitorPlay, FlaskConical],
  },
];

/** /docenti, for its route and for the staff preview of its texts. */
export function TeachersPage({ texts, images }: PageContent) {
  return (
    <>
      <TextsHero texts={texts} image={images.heroImage}>
        <Link to={texts.heroActionLink!} className={amberButton}>
          {texts.heroAction}
        </Link>
      </TextsHero>

      {SECTIONS.map((section) => (
        <FeatureSection
          key={section.id}
          {...section}
          title={texts[`${section.name}Title`] ?? ""}
          items={cardsOf(texts, section.name)}
        />
      ))}

      <ClosingPanel id="cta-docenti" texts={texts} className="mx-auto max-w-7xl px-4 pb-6" />
    </>
  );
}

type FeatureItem = { title: string; text: string };

/** A section of feature cards; `grid` sets the columns. */
function FeatureSection({
  id,
  title,
  tinted,
  grid,
  items,
  icons,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  grid: string;
  items: readonly FeatureItem[];
  icons: readonly LucideIcon[];
}) {
  return (
    <BandSection id={id} title={title} tinted={tinted}>
      <div className="mt-8">
        <div className={grid}>
          {items.map((item, index) => (
            <Feature key={index} icon={icons[index % icons.length]!} {...item} />
          ))}
        </div>
      </div>
    </BandSection>
  );
}

function Feature({ icon: Icon, title, text }: FeatureItem & { icon: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </div>
  );
}
