import { CalendarDays, GraduationCap, Handshake, Users } from "lucide-react";
import { Link } from "react-router";
import { primaryButton } from "~/ui/buttons";
import { CtaBand } from "~/ui/cta-band";
import { IconCardGrid } from "~/ui/icon-card";
import { InfoSection } from "~/ui/section";
import { PageHero } from "~/ui/page-hero";
import {
  ERASMUS_OPPORTUNITIES,
  ERASMUS_PROJECTS,
  EU_DISCLAIMER,
} from "~/features/pages/info/erasmus-content";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "Erasmus+",
    "Mobilità Erasmus+ per docenti, scambi giovanili e progetti strategici: i nostri progetti KA1 e KA2 in corso e come partecipare.",
  );

const OPPORTUNITY_ICONS = [GraduationCap, Users, Handshake] as const;

export default function Erasmus() {
  return (
    <>
      <PageHero title="Erasmus+" kicker="Europa a scuola">
        <p>
          Erasmus+ è il programma dell'Unione europea per l'istruzione, la formazione e la gioventù.
          Con la rete ETN World aiutiamo le scuole della Basilicata a usarlo: dall'idea alla
          candidatura, dalla partenza alla rendicontazione.
        </p>
      </PageHero>

      <InfoSection
        id="opportunita"
        title="Le opportunità per la tua scuola"
        intro="Tre strade per portare l'Europa nella tua scuola. Per ciascuna ti affianchiamo in tutte le fasi."
      >
        <IconCardGrid
          className="grid gap-6 md:grid-cols-3"
          items={ERASMUS_OPPORTUNITIES}
          icons={OPPORTUNITY_ICONS}
          footer={(item) => (
            <Link
              to="/contatti"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Chiedi informazioni<span className="sr-only"> su: {item.title}</span>
            </Link>
          )}
        />
      </InfoSection>

      <InfoSection id="progetti" title="I nostri progetti in corso" tone="muted">
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
      </InfoSection>

      <CtaBand id="erasmus-cta" title="Vuoi partire con la tua scuola?" action="Contattaci">
        Raccontaci la tua scuola e i tuoi obiettivi: valutiamo insieme l'azione Erasmus+ più adatta
        e le scadenze da rispettare.
      </CtaBand>
    </>
  );
}
