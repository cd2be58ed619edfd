import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsRecord, pageTextsRowFor } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import {
  versionScreenAction,
  versionScreenData,
  type VersionedRecord,
} from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/platform/records/screens/version-screen";
import type { Route } from "./+types/page-texts-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente dei testi di una pagina.");

const PAGE_TEXTS_VERSIONS: VersionedRecord<
  Awaited<ReturnType<typeof pageTextsRowFor>>,
  Parameters<typeof pageTextsRecord.insert>[1]
> = {
  type: pageTextsRecord,
  // The address names the page; an unknown one sends staff back to the list.
  find: (db, key) => pageTextsRowFor(db, requirePageTextsPage(key)),
  missingHref: "/admin/pagine?avviso=non-trovata",
  editHref: (row) => `/admin/pagine/${row.pageKey}`,
  textField: "heroIntro",
};

/** Guarded by features/staff/auth/guard.ts, like the editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = { request, context, id: params.pageKey, versionId: params.versionId };
  const { screen, snapshot } = await versionScreenData(args, PAGE_TEXTS_VERSIONS);
  return { screen, heroTitle: String(snapshot.heroTitle ?? "") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  const args = { request, context, id: params.pageKey, versionId: params.versionId };
  return versionScreenAction(args, PAGE_TEXTS_VERSIONS);
}

export default function PageTextsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, heroTitle } = loaderData;
  return (
    <RecordVersionScreen
      screen={screen}
      subject="Testi della pagina"
      restores="Il ripristino pubblica questi testi come nuova versione; le versioni esistenti restano disponibili."
      title={heroTitle}
      result={actionData}
    >
      {screen.version.text ? <p className="mt-4 text-slate-800">{screen.version.text}</p> : null}
    </RecordVersionScreen>
  );
}
