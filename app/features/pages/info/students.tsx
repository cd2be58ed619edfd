import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { studentsPageData } from "~/features/pages/info/students-page.server";
import { StudentsPage } from "~/features/pages/info/students-view";
import { STUDENTS_TEXTS } from "~/features/pages/info/students-texts";
import { coursesCount } from "~/features/pages/texts/count-words";
import { loadPageTexts } from "~/features/pages/texts/page-texts.server";
import type { Route } from "./+types/students";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    "Formazione per studenti",
    `${!loaderData || loaderData.failed ? "Corsi" : coursesCount(loaderData.courses.length)} per studenti, anche come percorsi PCTO in Italia e all'estero: intelligenza artificiale, robotica, meccatronica, 3D, coding e creatività digitale.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { database, log } = context.get(appContext);
  return studentsPageData(database.db, log, await loadPageTexts(database.db, STUDENTS_TEXTS, log));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StudentsPage {...loaderData} />;
}
