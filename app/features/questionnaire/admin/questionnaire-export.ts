import { appContext } from "~/context";
import { csvExport } from "~/features/privacy/public-api.server";
import {
  answerColumns,
  editionAnswers,
  MIN_ANSWERS_SHOWN,
  questionnaireEdition,
} from "~/features/questionnaire/results.server";
import type { Route } from "./+types/questionnaire-export";

/**
 * CSV of an edition's questionnaire answers, one row per answer in random
 * order, one column per question. Nothing personal in it, but it goes through
 * the export path all the same (decision 053), so the history says who took it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { courseId, editionId } = args.params;
  const { db } = args.context.get(appContext).database;
  const edition = await questionnaireEdition(db, courseId, editionId);
  return csvExport(args, {
    what: "risposte al questionario di un'edizione",
    entityType: "edition",
    entityId: editionId,
    notFound: "Edizione non trovata",
    columns: answerColumns(edition?.questions ?? []),
    read: async (tx) => {
      if (!edition) return null;
      const answers = await editionAnswers(tx, edition.id);
      // Below the threshold the page shows only the count; the file follows it.
      const rows = answers.length < MIN_ANSWERS_SHOWN ? [] : answers;
      return { rows, fileName: `questionario-${edition.courseSlug}-${edition.startDate}` };
    },
  });
}
