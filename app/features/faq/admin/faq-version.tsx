import { redirect } from "react-router";
import { VersionRestore } from "~/platform/records/record-screens";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { faqRecord, getFaq } from "~/features/faq/faq.server";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import type { Route } from "./+types/faq-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente di una domanda.");

/** Guarded by features/staff/auth/guard.ts, like the FAQ editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { database } = context.get(appContext);
  const item = await getFaq(database.db, params.faqId);
  if (!item) throw redirect("/admin/faq?avviso=non-trovato");
  const { summary } = await requireVersionSummary(
    database.db,
    faqRecord.entityType,
    item.id,
    params.versionId,
    "answer",
  );
  return { item: { id: item.id, question: item.question }, version: summary };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return restoreVersionAction({ request, context }, faqRecord, {
    id: params.faqId,
    versionId: params.versionId,
    editHref: `/admin/faq/${params.faqId}`,
    missingHref: "/admin/faq?avviso=non-trovato",
  });
}

export default function FaqVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, version } = loaderData;
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          Domanda «{item.question}». Versione salvata il {formatDateTimeIt(version.createdAt)}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. Il ripristino crea una nuova
          versione con questi testi; le versioni esistenti restano disponibili.
        </>
      }
      result={actionData}
      title={version.title}
      cancelHref={`/admin/faq/${item.id}`}
    >
      <p className="mt-2 text-slate-800">{version.text}</p>
    </VersionRestore>
  );
}
