import { CalendarDays, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  deadlineLabel,
  editionDates,
  editionModeLabel,
  editionPriceLabel,
  sofiaIdsText,
  lessonWhenLabel,
  type LessonView,
  type PublicEdition,
} from "~/features/enrolments/public-api";

/**
 * The course page's open editions, each with its 'Iscriviti' link to the
 * enrolment form and the link to the school's order form.
 */
export function CourseEditions({ slug, editions }: { slug: string; editions: PublicEdition[] }) {
  return (
    <SideCard
      id="edizioni"
      icon={CalendarDays}
      title="Prossime edizioni"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <ul className="mt-4 space-y-4">
        {editions.map((edition) => {
          const deadline = deadlineLabel(edition.enrolmentDeadline);
          // The amount each participant owes (decision 058), not the course's descriptive price.
          const shownPrice = editionPriceLabel(edition);
          return (
            <li
              key={edition.id}
              data-edition-id={edition.id}
              className="rounded-xl border border-slate-200 p-4"
            >
              <p className="font-semibold text-slate-900 first-letter:uppercase">
                {editionDates(edition)}
              </p>
              <dl className="mt-2 space-y-1 text-sm text-slate-800">
                <Detail term="Modalità: ">
                  {editionModeLabel(edition.mode)}
                  {edition.place ? `, ${edition.place}` : ""}
                </Detail>
                {edition.schedule ? <Detail term="Calendario: ">{edition.schedule}</Detail> : null}
                {edition.hoursLabel ? (
                  <Detail term="Durata: " testId="durata">
                    {edition.hoursLabel}
                  </Detail>
                ) : null}
                {shownPrice ? (
                  <Detail term="Prezzo: " testId="prezzo">
                    {shownPrice}
                  </Detail>
                ) : null}
                {deadline ? <Detail term="Iscrizioni entro: ">{deadline}</Detail> : null}
                {sofiaIdsText(edition) ? (
                  <Detail term="SOFIA: " testId="sofia">
                    {sofiaIdsText(edition)}
                  </Detail>
                ) : null}
                <Detail term="Posti liberi: " testId="posti">
                  {edition.seatsLabel}
                </Detail>
              </dl>
              {edition.lessons.length > 0 ? (
                <EditionLessons
                  lessons={edition.lessons}
                  calendar={`/corsi/${slug}/edizioni/${edition.id}/calendario.ics`}
                  editionName={editionDates(edition)}
                />
              ) : null}
              <a
                href={`/corsi/${slug}/iscrizione?edizione=${edition.id}`}
                aria-label={`Iscriviti all'edizione ${editionDates(edition)}`}
                className="mt-3 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                Iscriviti
              </a>
              {/* A school enrolling several teachers sends one order (decision 064). */}
              <a
                href={`/corsi/${slug}/iscrizione-scuola?edizione=${edition.id}`}
                aria-label={`Una scuola iscrive più docenti? Ordine della scuola per l'edizione ${editionDates(edition)}`}
                className="mt-2 block text-center text-sm font-semibold text-brand-800 underline underline-offset-2"
              >
                Una scuola iscrive più docenti? Ordine della scuola
              </a>
            </li>
          );
        })}
      </ul>
    </SideCard>
  );
}

/**
 * An edition's lessons, day, time (Rome) and place or «online»: never the
 * online link, which only seated participants receive. Then its calendar file.
 */
function EditionLessons({
  lessons,
  calendar,
  editionName,
}: {
  lessons: LessonView[];
  calendar: string;
  editionName: string;
}) {
  return (
    <div className="mt-3 text-sm text-slate-800">
      <p className="font-semibold">Lezioni</p>
      <ul className="mt-1 space-y-1" data-testid="lezioni">
        {lessons.map((lesson) => (
          <li key={lesson.id} className="break-words">
            {lesson.cancelled ? "Annullata: " : ""}
            <span className="first-letter:uppercase">{lessonWhenLabel(lesson)}</span>
            {lesson.place ? ` · ${lesson.place}` : ""}
            {lesson.online ? " · online" : ""}
            {lesson.title ? ` · ${lesson.title}` : ""}
          </li>
        ))}
      </ul>
      <a
        href={calendar}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        aria-label={`Aggiungi al calendario (.ics) le lezioni dell'edizione ${editionName}`}
      >
        Aggiungi al calendario (.ics)
      </a>
    </div>
  );
}

function Detail({
  term,
  testId,
  children,
}: {
  term: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="inline font-semibold">{term}</dt>
      <dd className="inline" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A card of the course page's side column, named by its h2 with an icon. */
export function SideCard({
  id,
  icon: Icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}
