import { BrainCircuit, Cog } from "lucide-react";
import { Link } from "react-router";
import { CourseCard } from "~/features/courses/public/course-card";
import { cardImageIsEager, cardListItemClass } from "~/ui/card-list";
import { amberButton } from "~/ui/buttons";
import { CtaPanel } from "~/ui/cta-panel";
import { PageHero } from "~/ui/page-hero";
import { BandSection } from "~/ui/section";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { listCoursesByCategory, type CourseCardData } from "~/features/courses/courses.server";
import type { Route } from "./+types/students";

export const meta = () =>
  pageMeta(
    "Formazione per studenti",
    "Diciotto corsi per studenti, anche come percorsi PCTO in Italia e all'estero: intelligenza artificiale, robotica, meccatronica, 3D, coding e creatività digitale.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  try {
    return { courses: await listCoursesByCategory(database.db, "studenti"), failed: false };
  } catch (error) {
    log.error({ err: error }, "could not fetch student courses");
    return { courses: [] as CourseCardData[], failed: true };
  }
}

const AREAS = [
  {
    icon: BrainCircuit,
    title: "Intelligenza artificiale",
    text: "Capire come funzionano i modelli, usarli per creare foto, video, podcast e videogiochi, e programmare i primi algoritmi di machine learning in Python.",
    courses: ["ai-revolution", "ai-video", "ai-python-macchine-learning"],
  },
  {
    icon: Cog,
    title: "Robotica e meccatronica",
    text: "Costruire e programmare robot con LEGO SPIKE e Arduino, fino a un sistema automatico che riconosce gli oggetti con la visione artificiale.",
    courses: ["lego-spike", "arduino-ai", "meccatronica-ai"],
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const { courses, failed } = loaderData;
  const titleOf = new Map(courses.map((course) => [course.slug, course.title]));
  return (
    <>
      <PageHero title="Formazione per studenti" kicker="PCTO, orientamento, Erasmus+">
        <p>
          Diciotto corsi per studenti delle scuole secondarie, anche come percorsi PCTO in Italia e
          all'estero: si impara facendo, con progetti veri e strumenti professionali.
        </p>
        <Link to="/corsi" className={amberButton}>
          Scopri il catalogo
        </Link>
      </PageHero>

      <section aria-labelledby="corsi-studenti" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="corsi-studenti" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          I corsi per studenti
        </h2>
        {failed ? (
          <p className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            Errore nel caricamento dei corsi. Riprova più tardi.
          </p>
        ) : (
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Corsi per studenti"
          >
            {courses.map((course, index) => (
              <li key={course.id} className={cardListItemClass(index)}>
                <CourseCard course={course} headingLevel={3} eagerImage={cardImageIsEager(index)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <BandSection id="aree-studenti" title="Aree tematiche" tinted>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {AREAS.map(({ icon: Icon, title, text, courses: slugs }) => (
            <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
              <ul className="mt-4 space-y-1">
                {slugs
                  .filter((slug) => titleOf.has(slug))
                  .map((slug) => (
                    <li key={slug}>
                      <Link
                        to={`/corsi/${slug}`}
                        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                      >
                        {titleOf.get(slug)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </BandSection>

      <CtaPanel
        id="cta-studenti"
        title="Porta un percorso nella tua scuola"
        to="/contatti"
        action="Contattaci"
        className="mx-auto max-w-7xl px-4 pt-14 pb-6"
      >
        Docenti referenti PCTO e dirigenti: raccontaci classi, periodo e obiettivi, e costruiamo
        insieme il percorso più adatto.
      </CtaPanel>
    </>
  );
}
