import { CalendarDays, GraduationCap, Handshake, Users } from "lucide-react";
import { Link } from "react-router";
import { ERASMUS_PROJECTS, EU_DISCLAIMER } from "~/features/pages/info/erasmus-content";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { ClosingBand, TextsHero, TextsSection } from "~/features/pages/texts/page-texts-view";
import { primaryButton } from "~/ui/buttons";

const OPPORTUNITY_ICONS = [GraduationCap, Users, Handshake] as const;

/** /erasmus, for its route and for the staff preview of its texts. */
export function ErasmusPage({ texts, images }: PageContent) {
  return (
    <>
      <TextsHero texts={texts} image={images.heroImage} />

      <TextsSection
        id="opportunita"
        texts={texts}
        name="opportunities"
        cards={{
          className: "grid gap-6 md:grid-cols-3",
          icons: OPPORTUNITY_ICONS,
          footer: (item) => (
            <Link
              to={texts.opportunitiesActionLink ?? "/contatti"}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {texts.opportunitiesAction}
              <span className="sr-only"> su: {item.title}</span>
            </Link>
          ),
        }}
      />

      <TextsSection id="progetti" texts={texts} name="projects" tone="muted">
        <ul className="grid gap-6 lg:grid-cols-2">
          {ERASMUS_PROJECTS.map((project) => (
            <li key={project.id}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
                  {project.action}
                </p>
                <h3 className="mt-2 text-xl font-bold text-brand-900">{project.title}</h3>
                <p className="mt-1 inline-flex items-center gap-2 text-slate-700">
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  <span>Durata: {project.period}</span>
                </p>
                <p className="mt-4 text-slate-700">{project.summary}</p>
                <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
                  {project.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
                <div className="mt-6 flex-1 content-end">
                  <Link to="/contatti" className={primaryButton}>
                    Richiedi informazioni<span className="sr-only"> su {project.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <figure className="mt-10 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
          <img
            src="/images/erasmus/eu-emblem.svg"
            alt="Emblema dell'Unione europea"
            width={120}
            height={80}
            className="h-20 w-30 shrink-0"
          />
          <figcaption className="text-sm text-slate-700">{EU_DISCLAIMER}</figcaption>
        </figure>
      </TextsSection>

      <ClosingBand id="erasmus-cta" texts={texts} />
    </>
  );
}
