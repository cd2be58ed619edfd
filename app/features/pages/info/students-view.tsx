import { BrainCircuit, Cog } from "lucide-react";
import { Link } from "react-router";
import { CourseCard } from "~/features/courses/public-api";
import type { CourseCardData } from "~/features/courses/public-api.server";
import type { StudentsTexts } from "~/features/pages/info/students-texts";
import { coursesCount } from "~/features/pages/texts/count-words";
import { ClosingPanel, Paragraphs, TextsHero } from "~/features/pages/texts/page-texts-view";
import { cardImageIsEager, cardListItemClass } from "~/ui/card-list";
import { amberButton } from "~/ui/buttons";
import { BandSection } from "~/ui/section";

const AREA_ICONS = [BrainCircuit, Cog];

export type StudentsPageData = {
  courses: CourseCardData[];
  failed: boolean;
  texts: StudentsTexts;
  areas: { title: string; text: string; courses: { slug: string; title: string }[] }[];
};

/** The page, for its route and for the staff preview of its texts. */
export function StudentsPage({ courses, failed, texts, areas }: StudentsPageData) {
  return (
    <>
      <TextsHero texts={texts} lead={failed ? undefined : coursesCount(courses.length)}>
        <Link to={texts.heroActionLink} className={amberButton}>
          {texts.heroAction}
        </Link>
      </TextsHero>

      <section aria-labelledby="corsi-studenti" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="corsi-studenti" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {texts.coursesTitle}
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

      <BandSection id="aree-studenti" title={texts.areasTitle} tinted>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {areas.map(({ title, text, courses: chosen }, index) => {
            const Icon = AREA_ICONS[index % AREA_ICONS.length]!;
            return (
              <div key={index} className="rounded-2xl border border-slate-200 bg-white p-6">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <Paragraphs text={text} className="mt-2 text-slate-700" />
                <ul className="mt-4 space-y-1">
                  {chosen.map(({ slug, title: courseTitle }) => (
                    <li key={slug}>
                      <Link
                        to={`/corsi/${slug}`}
                        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                      >
                        {courseTitle}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </BandSection>

      <ClosingPanel id="cta-studenti" texts={texts} className="mx-auto max-w-7xl px-4 pt-14 pb-6" />
    </>
  );
}
