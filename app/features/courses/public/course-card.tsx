import type { CourseCardData } from "~/features/courses/course-card-data";
import { courseImageAlt } from "~/features/courses/course-image";
import { CourseImage } from "~/features/courses/public/course-image";
import { editionDates } from "~/features/enrolments/public-api";
import { formatEuro } from "~/platform/money";

/** The card fields every list of courses reads (a type only: erased from the browser build). */
export type CourseCardCourse = CourseCardData;

type Props = {
  course: CourseCardCourse;
  /** 'grid' (default): image on top; 'list': thumbnail on the side from the sm breakpoint. */
  view?: "grid" | "list";
  /** The title's heading level, so each page keeps a correct outline (default h2). */
  headingLevel?: 2 | 3;
  /** The image loads at once instead of lazily: for the first card of a list (cardImageIsEager). */
  eagerImage?: boolean;
};

/** Spec §2: title, description, duration, 'N studenti', 'Livello: …', tags, image, 'Scopri di più'. */
export function CourseCard({ course, view = "grid", headingLevel = 2, eagerImage }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/corsi/${course.slug}`;
  const titleId = `corso-${course.slug}`;
  const isList = view === "list";
  return (
    <article
      aria-labelledby={titleId}
      className={`flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        isList ? "flex-row" : "h-full flex-col"
      }`}
    >
      <div className={isList ? "w-24 shrink-0 pt-4 pl-4 sm:w-64 sm:p-0" : undefined}>
        <CourseImage
          image={course.image}
          variant={isList ? "list" : "card"}
          eager={eagerImage}
          alt={courseImageAlt(course.title, course.imageAlt)}
          className={`w-full object-cover ${isList ? "aspect-square rounded-lg sm:h-full sm:rounded-none" : "aspect-video"}`}
        />
      </div>
      <div className={`flex min-w-0 flex-1 flex-col ${isList ? "p-4 sm:p-5" : "p-5"}`}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {course.category === "docenti" ? "Per docenti" : "Per studenti"}
        </p>
        <Heading id={titleId} className="mt-1 text-lg leading-snug font-bold text-slate-900">
          {course.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{course.description}</p>
        {/* The icons are CSS (app.css, .icon-*): a catalogue of 28 cards with four
            inline SVGs each was ~450 more elements to parse, lay out and hydrate. */}
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 *:flex *:items-center *:gap-1.5">
          <li className="icon-clock">{course.duration}</li>
          <li className="icon-users">{`${course.students} studenti`}</li>
          <li className="icon-level">{`Livello: ${course.level}`}</li>
        </ul>
        {course.nextEdition ? (
          <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <strong className="font-semibold">Iscrizioni aperte</strong>
            {`: prossima edizione ${editionDates(course.nextEdition)}`}
            {course.nextEdition.priceCents !== null
              ? `, ${formatEuro(course.nextEdition.priceCents)}`
              : ""}
            {course.nextEdition.seatsLeft === 0 ? " (posti esauriti: lista d'attesa)" : ""}
          </p>
        ) : null}
        {course.tags.length > 0 ? (
          <ul
            className="mt-3 flex flex-wrap gap-2 *:rounded-full *:bg-brand-50 *:px-2.5 *:py-0.5 *:text-xs *:font-medium *:text-brand-800"
            aria-label="Argomenti"
          >
            {course.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        {/* A plain link: every page a card appears on is plain HTML or an island (record 036). */}
        <a
          href={href}
          aria-describedby={titleId}
          className="icon-arrow-after mt-5 inline-flex items-center gap-1.5 self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Scopri di più
        </a>
      </div>
    </article>
  );
}
