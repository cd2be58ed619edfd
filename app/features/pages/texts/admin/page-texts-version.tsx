import { appContext } from "~/context";
import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsRecord, pageTextsRowFor } from "~/features/pages/texts/page-texts.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import {
  requireVersionSummary,
  restoreVersionAction,
} from "~/platform/records/record-editor.server";
import { VersionRestore } from "~/platform/records/record-screens";
import type { Route } from "./+types/page-texts-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente dei testi di una pagina.");

/** Guarded by features/staff/auth/guard.ts, like the editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const page = requirePageTextsPage(params.pageKey);
  const { database } = context.get(appContext);
  const row = await pageTextsRowFor(database.db, page);
  const { snapshot, summary } = await requireVersionSummary(
    database.db,
    pageTextsRecord.entityType,
    row.id,
    params.versionId,
    "heroIntro",
  );
  return {
    page: { key: page.key, title: page.title },
    version: { ...summary, heroTitle: String(snapshot.heroTitle ?? "") },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const page = requirePageTextsPage(params.pageKey);
  const row = await pageTextsRowFor(context.get(appContext).database.db, page);
  return restoreVersionAction({ request, context }, pageTextsRecord, {
    id: row.id,
    versionId: params.versionId,
    editHref: `/admin/pagine/${page.key}`,
    missingHref: "/admin/pagine?avviso=non-trovata",
  });
}

export default function PageTextsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, version } = loaderData;
  return (
    <VersionRestore
      number={version.number}
      intro={
        <>
          Testi della pagina «{page.title}». Versione salvata il{" "}
          {formatDateTimeIt(version.createdAt)}
          {version.actorLabel ? ` da ${version.actorLabel}` : ""}. Il ripristino pubblica questi
          testi come nuova versione; le versioni esistenti restano disponibili.
        </>
      }
      result={actionData}
      title={version.heroTitle}
      cancelHref={`/admin/pagine/${page.key}`}
    >
      {version.text ? <p className="mt-4 text-slate-800">{version.text}</p> : null}
    </VersionRestore>
  );
}
