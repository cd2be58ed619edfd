import { data, Form } from "react-router";
import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/public-api.server";
import { editionDatesText } from "~/features/enrolments/public-api";
import { dispatchIntent, formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { actorOf } from "~/platform/records/audit.server";
import { pageMeta } from "~/platform/meta";
import { BackLink } from "~/ui/back-link";
import { Button, ListNotices, Panel } from "~/ui/staff/staff-ui";
import {
  editionAnswers,
  questionnaireEdition,
  summarise,
} from "~/features/questionnaire/results.server";
import {
  saveQuestions,
  setQuestionnaireRequired,
} from "~/features/questionnaire/question-editor.server";
import { ResultsView } from "~/features/questionnaire/admin/results-view";
import { QuestionsEditor } from "~/features/questionnaire/admin/questions-editor";
import type { Route } from "./+types/questionnaire-admin";

export const meta = () =>
  pageMeta("Questionario dell'edizione", "Domande e risultati del questionario di gradimento.");

async function requireQuestionnaireEdition(args: Route.LoaderArgs | Route.ActionArgs) {
  const { db } = args.context.get(appContext).database;
  const edition = await questionnaireEdition(db, args.params.courseId, args.params.editionId);
  if (!edition) throw data("Edizione non trovata", { status: 404 });
  return edition;
}

/** Staff who see the edition's participants see its results: both roles (decision 066). */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args.request, args.context);
  const { db } = args.context.get(appContext).database;
  const edition = await requireQuestionnaireEdition(args);
  const answers = await editionAnswers(db, edition.id);
  return {
    edition: {
      id: edition.id,
      courseId: edition.courseId,
      courseTitle: edition.courseTitle,
      dates: editionDatesText(edition.startDate, edition.endDate),
      required: edition.required,
    },
    questions: edition.questions,
    results: summarise(edition.questions, answers),
  };
}

/** Two forms: the questions ('domande') and whether the attestato waits for them ('obbligo'). */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.request, args.context);
  const { db } = args.context.get(appContext).database;
  const edition = await requireQuestionnaireEdition(args);
  const form = await requireSmallForm(args.request);
  const label = `«${edition.courseTitle}» del ${edition.startDate}`;
  const actor = actorOf(staff);
  return dispatchIntent(form.get("intent"), {
    domande: async () => {
      const values: Record<string, string> = {};
      for (const [key, value] of form) if (typeof value === "string") values[key] = value;
      const saved = await saveQuestions(db, { editionId: edition.id, form: values, actor, label });
      if (!saved.ok && "stale" in saved) {
        return formFailed(
          409,
          undefined,
          "Le domande sono state cambiate da qualcun altro mentre le modificavi: ricarica la pagina e ripeti le modifiche.",
        );
      }
      if (!saved.ok) return formInvalid(saved.errors, values);
      const kept = saved.reworded.map((t) => `«${t}»`).join(", ");
      return formDone({
        message: kept
          ? `Domande salvate. ${kept} aveva già risposte: resta nei risultati com'era, la nuova formulazione è una domanda nuova.`
          : "Domande salvate.",
      });
    },
    obbligo: async () => {
      const required = form.get("required") === "on";
      await setQuestionnaireRequired(db, { editionId: edition.id, required, actor, label });
      return formDone({
        message: required
          ? "Da ora l'attestato si scarica dopo aver compilato il questionario."
          : "Da ora l'attestato si scarica anche senza il questionario.",
      });
    },
  });
}

export default function QuestionnaireAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { edition, questions, results } = loaderData;
  const here = `/admin/corsi/${edition.courseId}/edizioni/${edition.id}`;
  const invalid = actionData?.status === "invalid" ? actionData : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <BackLink
        to={here}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna ai partecipanti dell&apos;edizione
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Questionario di gradimento
        <span className="block text-lg font-semibold text-slate-700">
          {edition.courseTitle}, edizione {edition.dates}
        </span>
      </h1>
      <ListNotices
        notice={
          actionData?.status === "success" && "message" in actionData
            ? { tone: "success", text: String(actionData.message) }
            : null
        }
        error={
          invalid
            ? "Le domande non sono state salvate: correggi i campi segnalati."
            : actionData?.status === "failed"
              ? (actionData.message ?? null)
              : null
        }
      />
      <Panel title="Risultati" id="risultati">
        <ResultsView results={results} csvHref={`${here}/questionario.csv`} />
      </Panel>
      <Panel title="Attestato" id="attestato">
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="obbligo" />
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              name="required"
              defaultChecked={edition.required}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>Questionario obbligatorio per scaricare l&apos;attestato</span>
          </label>
          <Button>Salva</Button>
        </Form>
      </Panel>
      <QuestionsEditor
        questions={questions}
        values={invalid?.values ?? {}}
        errors={invalid?.errors ?? {}}
        hasAnswers={results.total > 0}
      />
    </div>
  );
}
