import { Eye, Pencil } from "lucide-react";
import { appContext } from "~/context";
import { PAGE_TEXTS_PAGES } from "~/features/pages/texts/page-texts";
import { listPendingPageTexts } from "~/features/pages/texts/page-texts.server";
import { pageMeta } from "~/platform/meta";
import { LinkButton, Notice } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import type { Route } from "./+types/pages";

export const meta = () =>
  pageMeta("Pagine", "I testi delle pagine del sito: titoli, paragrafi, pulsanti.");

const NOTICES = { "non-trovata": "La pagina cercata non ha testi modificabili." } as const;

/** Guarded by features/staff/auth/guard.ts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const pending = await listPendingPageTexts(database.db);
  return {
    pages: PAGE_TEXTS_PAGES.map(({ key, title, path }) => ({
      key,
      title,
      path,
      pending: pending.has(key),
    })),
    notice: noticeFrom(new URL(request.url), NOTICES),
  };
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  const { pages, notice } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Pagine</h1>
      <p className="mt-2 text-slate-700">
        I testi delle pagine del sito: titoli, paragrafi e pulsanti. Il numero dei corsi e gli
        elenchi di corsi vengono dal catalogo, non si scrivono a mano.
      </p>
      <Notice tone={notice ? "error" : undefined}>{notice}</Notice>
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {pages.map((page) => (
          <li
            key={page.key}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <span>
              <strong className="text-slate-900">{page.title}</strong>{" "}
              <span className="text-slate-700">· {page.path}</span>
              {page.pending ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
                  Modifiche non pubblicate
                </span>
              ) : null}
            </span>
            <span className="flex flex-wrap gap-2">
              <LinkButton
                to={`/admin/pagine/${page.key}`}
                aria-label={`Modifica: ${page.title}`}
                icon={Pencil}
              >
                Modifica
              </LinkButton>
              <LinkButton
                to={`/admin/pagine/${page.key}/anteprima`}
                aria-label={`Anteprima: ${page.title}`}
                icon={Eye}
              >
                Anteprima
              </LinkButton>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
