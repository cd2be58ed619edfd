import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsRecord, pageTextsRowFor } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import { versionRoute } from "~/platform/records/screens/version-screen.server";
import { RecordVersionScreen } from "~/ui/records/version-screen";
import type { Route } from "./+types/page-texts-version";

export const meta = () =>
  pageMeta("Ripristina versione", "Ripristino di una versione precedente dei testi di una pagina.");

const versions = versionRoute("pageKey", {
  type: pageTextsRecord,
  // The address names the page; an unknown one sends staff back to the list.
  find: (db, key) => pageTextsRowFor(db, requirePageTextsPage(key)),
  missingHref: "/admin/pagine?avviso=non-trovata",
  editHref: (row) => `/admin/pagine/${row.pageKey}`,
  textField: "heroIntro",
  headingField: "heroTitle",
  subject: "Testi della pagina",
  restores:
    "Il ripristino pubblica questi testi come nuova versione; le versioni esistenti restano disponibili.",
});

/** Guarded by features/staff/auth/guard.ts, like the editor. */
export const loader = async (args: Route.LoaderArgs) => (await versions.data(args)).screen;

export const action = (args: Route.ActionArgs) => versions.restore(args);

export default function PageTextsVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { text } = loaderData.version;
  return (
    <RecordVersionScreen screen={loaderData} result={actionData}>
      {text ? <p className="mt-4 text-slate-800">{text}</p> : null}
    </RecordVersionScreen>
  );
}
