import { redirect } from "react-router";
import { FaqForm } from "~/features/faq/admin/faq-form";
import { faqAction } from "~/features/faq/admin/faq-action.server";
import { faqRecord, getFaq } from "~/features/faq/faq.server";
import { RecordEditScreen } from "~/platform/records/record-screens";
import { listVersions } from "~/platform/records/versions.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import type { Route } from "./+types/faq-edit";

export const meta = () => pageMeta("Modifica domanda", "Modifica di una domanda frequente.");

/** Guarded by features/staff/auth/guard-pages.ts. An unknown question sends staff back to the list. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const item = await getFaq(database.db, params.faqId);
  if (!item) throw redirect("/admin/faq?avviso=non-trovato");
  const url = new URL(request.url);
  return {
    item: { id: item.id, question: item.question },
    version: faqRecord.versionOf(item),
    initial: { page: item.page, question: item.question, answer: item.answer },
    versions: await listVersions(database.db, faqRecord.entityType, item.id),
    created: url.searchParams.get("avviso") === "creata",
    restored: Number(url.searchParams.get("ripristinata")) || null,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return faqAction({ request, context, faqId: params.faqId });
}

export default function FaqEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, version, initial, versions, created, restored } = loaderData;
  return (
    <RecordEditScreen
      list={{ href: "/admin/faq", label: "Tutte le domande" }}
      heading="Modifica domanda"
      name={item.question}
      notice={{ shown: !actionData, created: created ? "Domanda aggiunta." : null, restored }}
      versions={versions}
      restoreHref={(id) => `/admin/faq/${item.id}/versioni/${id}`}
    >
      <FaqForm
        key={`${item.id}-${version}`}
        mode="edit"
        initial={initial}
        version={version}
        result={actionData}
      />
    </RecordEditScreen>
  );
}
