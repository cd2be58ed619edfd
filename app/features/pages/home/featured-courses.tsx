import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CourseCard, type CourseCardCourse } from "~/features/courses/public-api";

/** The three featured teacher courses (spec §2, §9). */
export function FeaturedCourses({ courses }: { courses: CourseCardCourse[] }) {
  return (
    <section aria-labelledby="corsi-in-evidenza" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="corsi-in-evidenza" className="text-3xl font-bold tracking-tight text-slate-900">
            Corsi in evidenza per i docenti
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            I percorsi più scelti dagli insegnanti, riconosciuti per la formazione in servizio.
          </p>
        </div>
        <Link
          to="/corsi?filter=docenti"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Tutti i corsi per docenti
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
