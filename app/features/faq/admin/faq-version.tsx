import { pageMeta } from "~/platform/meta";
import { faqVersions } from "~/features/faq/admin/faq-action.server";
import {
  versionScreenAction,
  versionScreenData,
} from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/platform/records/screens/version-screen";
import type { Route } from "./+types/faq-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di una domanda.");

/** Guarded by features/staff/auth/guard.ts, like the FAQ editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = { request, context, id: params.faqId, versionId: params.versionId };
  return (await versionScreenData(args, faqVersions)).screen;
}

export function action({ request, params, context }: Route.ActionArgs) {
  const args = { request, context, id: params.faqId, versionId: params.versionId };
  return versionScreenAction(args, faqVersions);
}

export default function FaqVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecordVersionScreen
      screen={loaderData}
      subject="Domanda"
      restores="Il ripristino crea una nuova versione con questi testi; le versioni esistenti restano disponibili."
      result={actionData}
    >
      <p className="mt-2 text-slate-800">{loaderData.version.text}</p>
    </RecordVersionScreen>
  );
}
