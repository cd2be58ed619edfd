import { data, redirect } from "react-router";
import { CourseCatalogue } from "~/features/courses/public/course-catalogue";
import { Island } from "~/platform/islands/island";
import { PageHero } from "~/ui/page-hero";
import { appContext } from "~/context";
import {
  buildTagList,
  catalogueSearch,
  parseCatalogueState,
} from "~/features/courses/course-filters";
import { pageMeta } from "~/platform/meta";
import { listCourses, type CourseCardData } from "~/features/courses/courses.server";
import type { Route } from "./+types/catalogue";

export const meta = () =>
  pageMeta(
    "Catalogo dei corsi",
    "Corsi di formazione per docenti e studenti su intelligenza artificiale, didattica digitale, robotica e creatività: cerca per argomento e scopri durata, livello e modalità.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A filter form submitted without JavaScript sends every field, empty ones
  // included: answer with the short, shareable URL of the same state.
  const canonical = catalogueSearch(parseCatalogueState(url.searchParams));
  if (url.search !== canonical) {
    throw redirect(`${url.pathname}${canonical}`);
  }
  const canonicalUrl = `${url.pathname}${canonical}`;
  const { database, log } = context.get(appContext);
  let courses: CourseCardData[] = [];
  try {
    courses = await listCourses(database.db);
  } catch (error) {
    // spec §8: the catalogue shows its error message with 'Riprova'.
    log.error({ err: error }, "could not fetch courses");
    return data(
      { courses, tags: [] as string[], failed: true, url: canonicalUrl },
      { status: 503 },
    );
  }
  return { courses, tags: buildTagList(courses), failed: false, url: canonicalUrl };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Catalogo dei corsi" kicker="Formazione accreditata">
        <p>
          Percorsi per docenti e studenti su intelligenza artificiale, didattica digitale, robotica
          e creatività. Cerca per parola chiave o per argomento e apri la scheda del corso.
        </p>
      </PageHero>
      <Island name="catalogue" component={CourseCatalogue} props={loaderData} />
    </>
  );
}
