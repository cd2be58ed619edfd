import { pageMeta } from "~/platform/meta";
import { faqEditing } from "~/features/faq/admin/faq-action.server";
import { orderedRecordVersions } from "~/platform/records/screens/ordered-records.server";
import { versionRoute } from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/ui/records/version-screen";
import type { Route } from "./+types/faq-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di una domanda.");

const versions = versionRoute("faqId", orderedRecordVersions(faqEditing, "answer", "testi"));

/** Guarded by features/staff/auth/guard.ts, like the FAQ editor. */
export const loader = async (args: Route.LoaderArgs) => (await versions.data(args)).screen;

export const action = (args: Route.ActionArgs) => versions.restore(args);

export default function FaqVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RecordVersionScreen screen={loaderData} result={actionData}>
      <p className="mt-2 text-slate-800">{loaderData.version.text}</p>
    </RecordVersionScreen>
  );
}
