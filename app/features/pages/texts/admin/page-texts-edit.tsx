import { BackLink } from "~/ui/back-link";
import { Link } from "react-router";
import { appContext } from "~/context";
import {
  pageTextsEditorAction,
  pageTextsForEditing,
  requirePageTextsPage,
} from "~/features/pages/texts/admin/page-texts-admin.server";
import { PageTextsForm } from "~/features/pages/texts/admin/page-texts-form";
import { pageTextsRecord } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import { PendingEdits } from "~/ui/records/record-screen";
import { VersionList } from "~/ui/records/versions";
import { pendingShown } from "~/platform/records/pending-edits.server";
import { listVersions } from "~/platform/records/versions.server";
import { Notice } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { PENDING_NOTICES } from "~/platform/records/pending-edit";
import type { Route } from "./+types/page-texts-edit";

export const meta = () => pageMeta("Testi della pagina", "Modifica dei testi di una pagina.");

const NOTICES: Record<string, string> = {
  pubblicata: "Testi pubblicati: il sito mostra già la nuova versione.",
  ...PENDING_NOTICES,
};

/** Guarded by features/staff/auth/guard.ts. An unknown page sends staff back to the list. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = requirePageTextsPage(params.pageKey);
  const { database } = context.get(appContext);
  const { row, pending, draft, choices, images } = await pageTextsForEditing(database.db, page);
  const url = new URL(request.url);
  return {
    page: { key: page.key, title: page.title, path: page.path, groups: page.groups },
    version: pageTextsRecord.versionOf(row),
    initial: draft,
    choices,
    images,
    ...pendingShown(pending, url),
    notice: noticeFrom(url, NOTICES),
    versions: await listVersions(database.db, "page", row.id),
    restored: Number(url.searchParams.get("ripristinata")) || null,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return pageTextsEditorAction({ request, context, pageKey: params.pageKey });
}

export default function PageTextsEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, version, initial, choices, images, pending, confirmDiscard, notice } = loaderData;
  const { versions, restored } = loaderData;
  const editHref = `/admin/pagine/${page.key}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <BackLink
        to="/admin/pagine"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Tutte le pagine
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">
        Testi della pagina «{page.title}»
      </h1>
      <p className="mt-2 text-slate-700">
        Indirizzo pubblico:{" "}
        <Link to={page.path} className="font-semibold underline">
          {page.path}
        </Link>
        . Testo semplice: niente HTML.
      </p>
      <Notice tone={notice || restored ? "success" : undefined}>
        {restored ? "Versione ripristinata: è ora la versione più recente." : notice}
      </Notice>
      {pending ? (
        <PendingEdits pending={pending} editHref={editHref} confirmDiscard={confirmDiscard} />
      ) : (
        <p className="mt-4">
          <Link to={`${editHref}/anteprima`} className="font-semibold text-brand-700 underline">
            Anteprima della pagina
          </Link>
        </p>
      )}
      <PageTextsForm
        key={`${version}-${pending?.token ?? ""}`}
        page={page}
        initial={initial}
        version={version}
        pending={pending?.token ?? ""}
        choices={choices}
        images={images}
        result={actionData}
      />
      <VersionList versions={versions} editHref={editHref} />
    </div>
  );
}
