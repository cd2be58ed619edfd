import { data, redirect } from "react-router";
import { appContext } from "~/context";
import { privateLinkHeaders, privatePageMeta } from "~/platform/meta";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { participantPagePath } from "~/features/enrolments/public-api";
import {
  participantQuestionnaire,
  submitQuestionnaire,
} from "~/features/questionnaire/questionnaire.server";
import { QuestionnaireScreen } from "~/features/questionnaire/participant/questionnaire-form";
import type { Route } from "./+types/questionnaire-page";

/**
 * GET/POST /iscrizioni/{token}/questionario: the satisfaction questionnaire,
 * answered once from the participant's private page (decisions 059, 066).
 * The link is the key: never cached, never indexed, never sent on as a Referer.
 */
export const headers = privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  privatePageMeta(
    loaderData?.view ? "Questionario di gradimento" : "Iscrizione non trovata",
    "Il questionario di gradimento del corso, anonimo.",
  );

export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const view = await participantQuestionnaire(database.db, params.token);
  if (!view) throw data("Iscrizione non trovata", { status: 404 });
  return { view };
}

const REFUSED: Record<string, string> = {
  compilato: "Hai già compilato il questionario: le risposte si inviano una sola volta.",
  in_attesa: "Il questionario non è ancora aperto: si apre alla fine dell'ultima lezione.",
  chiuso: "Il questionario di questa edizione è chiuso.",
  escluso: "Il questionario è per chi ha partecipato al corso con un posto assegnato.",
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await requireSmallForm(request);
  const result = await submitQuestionnaire(app.database.db, params.token, form);
  if (!result) throw data("Iscrizione non trovata", { status: 404 });
  if (result.outcome === "invalid") {
    return data({ errors: result.errors, values: result.values, problem: "" }, { status: 400 });
  }
  if (result.outcome === "refused") {
    return data({ errors: {}, values: {}, problem: REFUSED[result.state] ?? "" }, { status: 409 });
  }
  // No log line naming the enrolment: the answer's time stays unrecorded (decision 066).
  return redirect(`${participantPagePath(params.token)}?questionario`, 303);
}

export default function Page({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <QuestionnaireScreen
      view={loaderData.view}
      backTo={participantPagePath(params.token)}
      errors={actionData?.errors ?? {}}
      values={actionData?.values ?? {}}
      problem={actionData?.problem || undefined}
    />
  );
}
