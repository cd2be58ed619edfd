import {
  BookOpen,
  CalendarDays,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Clock,
  Euro,
  GraduationCap,
  Info,
  MapPin,
  MonitorSmartphone,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { CourseDetail } from "~/features/courses/courses.server";
import { courseImageAlt } from "~/features/courses/course-image";
import { CourseEditions, SideCard } from "~/features/courses/public/course-editions";
import { editionDates, type PublicEdition } from "~/features/enrolments/public-api";
import { CourseImage } from "~/features/courses/public/course-image";
import { SheetDownload } from "~/features/courses/public/sheet-download";
import { NewsArticleBody } from "~/features/news/public-api";
import { BackLink } from "~/ui/back-link";
import { IconList, PillItems } from "~/ui/icon-list";
import { Spinner } from "~/ui/spinner";

/** What the course page shows: the public page and the staff preview render the same view. */
export type CourseDetailViewData = Omit<
  CourseDetail,
  "fullDescription" | "pdfUrl" | "createdAt"
> & {
  /** The long description as sanitised HTML (courseDescriptionHtml). */
  descriptionHtml: string;
};

type Neighbour = { slug: string; title: string } | null;

const buttonBase =
  "inline-flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold";

/** The course page (spec §2). */
export function CourseDetailView({
  course,
  previous,
  next,
  sheetFileName,
  editions,
}: {
  course: CourseDetailViewData;
  previous: Neighbour;
  next: Neighbour;
  sheetFileName: string;
  /** The editions taking enrolments; none keeps 'Richiedi informazioni' alone. */
  editions: PublicEdition[];
}) {
  const pricesPath = course.category === "studenti" ? "/prezzi-studenti" : "/prezzi";
  const location = useLocation();
  const navigation = useNavigation();
  // spec §2: 'Caricamento corso...' while another course loads on the client.
  const loadingCourse =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/corsi/") &&
    navigation.location.pathname !== location.pathname;
  return (
    <article data-course-id={course.id}>
      <div className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-10">
          <nav
            aria-label="Navigazione tra i corsi"
            className="flex items-center justify-between gap-4"
          >
            <BackLink
              to="/corsi"
              className="inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
            >
              Torna ai corsi
            </BackLink>
            <div className="flex items-center gap-2">
              <p role="status" className="text-sm text-slate-100">
                {loadingCourse ? (
                  <span className="flex items-center gap-1.5">
                    <Spinner />
                    Caricamento corso...
                  </span>
                ) : null}
              </p>
              <NeighbourLink course={previous} direction="previous" />
              <NeighbourLink course={next} direction="next" />
            </div>
          </nav>
          <div className="mt-8 grid items-center gap-8 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
                {course.category === "docenti" ? "Corso per docenti" : "Corso per studenti"}
                {course.code ? ` · ${course.code}` : ""}
              </p>
              <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{course.title}</h1>
              <p className="mt-4 text-lg text-slate-100">{course.description}</p>
              {course.tags.length > 0 ? (
                <ul className="mt-5 flex flex-wrap gap-2" aria-label="Argomenti">
                  <PillItems items={course.tags} tone="dark" />
                </ul>
              ) : null}
              {editions.length > 0 ? <EnrolNow slug={course.slug} editions={editions} /> : null}
            </div>
            <CourseImage
              image={course.image}
              variant="card"
              alt={courseImageAlt(course.title, course.imageAlt)}
              priority
              className="aspect-video w-full rounded-2xl object-cover shadow-lg"
            />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <CourseSection id="descrizione" title="Descrizione del corso">
            <NewsArticleBody html={course.descriptionHtml} className="mt-4" />
          </CourseSection>

          {course.syllabus.length > 0 ? (
            <CourseSection id="programma" title="Programma del corso">
              <ol className="mt-4 space-y-4">
                {course.syllabus.map((section, index) => (
                  <li key={section.title} className="rounded-2xl border border-slate-200 p-5">
                    <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
                      <span
                        aria-hidden="true"
                        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
                      >
                        {index + 1}
                      </span>
                      {section.title}
                    </h3>
                    <ul className="mt-3 space-y-1.5 pl-11 text-slate-800">
                      {section.items.map((item) => (
                        <li key={item} className="list-disc">
                          {item}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </CourseSection>
          ) : null}

          {course.requirements.length > 0 ? (
            <CourseSection id="requisiti" title="Requisiti">
              <IconList
                items={course.requirements}
                icon={Info}
                className="mt-4 space-y-2 text-slate-800"
                iconClassName="mt-1 h-4 w-4 shrink-0 text-brand-700"
              />
            </CourseSection>
          ) : null}

          {course.instructorName ? (
            <CourseSection id="docente" title="Docente">
              <div className="mt-4 flex items-center gap-4 rounded-2xl bg-slate-50 p-5">
                {course.instructorImage ? (
                  <img
                    src={course.instructorImage}
                    alt={`Ritratto illustrato di ${course.instructorName}`}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 rounded-full"
                  />
                ) : null}
                <div>
                  <p className="text-lg font-semibold text-slate-900">{course.instructorName}</p>
                  {course.instructorRole ? (
                    <p className="text-slate-700">{course.instructorRole}</p>
                  ) : null}
                </div>
              </div>
            </CourseSection>
          ) : null}
        </div>

        <aside aria-label="Informazioni sul corso" className="space-y-6">
          {editions.length > 0 ? <CourseEditions slug={course.slug} editions={editions} /> : null}
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
            <dl className="space-y-4">
              <Fact icon={<Clock aria-hidden="true" className="h-5 w-5" />} label="Durata">
                {course.duration}
              </Fact>
              <Fact icon={<Users aria-hidden="true" className="h-5 w-5" />} label="Partecipanti">
                {course.students} studenti iscritti
              </Fact>
              <Fact icon={<GraduationCap aria-hidden="true" className="h-5 w-5" />} label="Livello">
                {course.level}
              </Fact>
              {course.availability.length > 0 ? (
                <Fact
                  icon={<MapPin aria-hidden="true" className="h-5 w-5" />}
                  label="Disponibilità"
                >
                  {course.availability.join(", ")}
                </Fact>
              ) : null}
              {course.delivery ? (
                <Fact
                  icon={<MonitorSmartphone aria-hidden="true" className="h-5 w-5" />}
                  label="Modalità"
                >
                  {course.delivery === "blended"
                    ? "Blended (in presenza e online)"
                    : course.delivery}
                </Fact>
              ) : null}
              <Fact icon={<CalendarDays aria-hidden="true" className="h-5 w-5" />} label="Inizio">
                {/* The next edition's dates when there is one: the course's own text
                    ('A richiesta') is for courses run on demand. */}
                {editions[0] ? editionDates(editions[0]) : (course.startDate ?? "A richiesta")}
              </Fact>
              {editions[0] ? (
                <Fact icon={<Users aria-hidden="true" className="h-5 w-5" />} label="Posti liberi">
                  {editions.length > 1
                    ? `${editions[0].seatsLabel} nella prossima edizione`
                    : editions[0].seatsLabel}
                </Fact>
              ) : null}
              {course.price ? (
                <Fact icon={<Euro aria-hidden="true" className="h-5 w-5" />} label="Prezzo">
                  {course.price}
                  {course.priceNote ? (
                    <span className="block text-sm text-slate-700">{course.priceNote}</span>
                  ) : null}
                </Fact>
              ) : null}
            </dl>
            <div className="mt-6 space-y-3">
              <Link
                to={`${pricesPath}?from=${encodeURIComponent(course.slug)}`}
                className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Scopri prezzo e modalità
              </Link>
              <Link
                to="/contatti"
                className={`${buttonBase} bg-amber-400 text-slate-900 hover:bg-amber-300`}
              >
                Richiedi informazioni
              </Link>
              <SheetDownload
                href={`/corsi/${course.slug}/scheda.pdf`}
                fileName={sheetFileName}
                className={`${buttonBase} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`}
              />
            </div>
          </div>

          {course.benefits.length > 0 ? (
            <SideCard
              id="cosa-include"
              icon={BookOpen}
              title="Cosa include"
              className="rounded-2xl bg-brand-50 p-6"
            >
              <IconList items={course.benefits} icon={CheckCircle2} />
            </SideCard>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

/**
 * 'Iscriviti' in the hero: on a phone the editions come after the whole
 * description, two screens down. One edition: straight to its form; more:
 * to the list of editions.
 */
function EnrolNow({ slug, editions }: { slug: string; editions: PublicEdition[] }) {
  const first = editions[0]!;
  const href =
    editions.length === 1 ? `/corsi/${slug}/iscrizione?edizione=${first.id}` : "#edizioni";
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <a
        href={href}
        className="inline-flex items-center justify-center rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
      >
        {editions.length === 1 ? "Iscriviti" : "Iscriviti: scegli l'edizione"}
      </a>
      <span className="text-sm text-slate-100 first-letter:uppercase">
        {`Prossima edizione ${editionDates(first)}`}
      </span>
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

function NeighbourLink({
  course,
  direction,
}: {
  course: { slug: string; title: string } | null;
  direction: "previous" | "next";
}) {
  if (!course) return null;
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  const label = direction === "previous" ? "Corso precedente" : "Corso successivo";
  return (
    <Link
      to={`/corsi/${course.slug}`}
      title={course.title}
      aria-label={`${label}: ${course.title}`}
      rel={direction === "previous" ? "prev" : "next"}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/15"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </Link>
  );
}

/** A titled section of the course page's main column. */
function CourseSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
