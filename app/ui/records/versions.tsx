// The version list of an editable record and the confirmation before a restore (decision 039).
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, ConfirmForm, Notice } from "~/ui/staff/staff-ui";
import { formatDateTimeIt } from "~/platform/format-date";

/**
 * The confirmation page before restoring a saved version (of a course or a
 * news post); 'Sì, ripristina questa versione' posts to the page's action.
 */
export function VersionRestore({
  number,
  intro,
  result,
  title,
  cancelHref,
  children,
}: {
  number: number;
  /** Which record and version, and what the restore keeps. */
  intro: ReactNode;
  /** The restore's answer when it failed (a version gone, an error on our side). */
  result?: { status: "failed"; message?: string };
  /** The version's title, heading its texts. */
  title: string;
  cancelHref: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold break-words text-slate-900">
        Ripristinare la versione {number}?
      </h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <Notice tone={result?.message ? "error" : undefined}>{result?.message}</Notice>
      <section
        aria-labelledby="contenuto-versione"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contenuto-versione" className="text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {children}
      </section>
      <ConfirmForm className="mt-6 flex flex-wrap gap-3" cancelHref={cancelHref}>
        <Button tone="primary">
          <History aria-hidden="true" className="size-4" />
          Sì, ripristina questa versione
        </Button>
      </ConfirmForm>
    </div>
  );
}

/**
 * The saved versions of a course or a news post, newest first: the first is
 * the current one; each other one links to its restore page (under `editHref`).
 */
export function VersionList({
  versions,
  editHref,
  className = "mt-10",
}: {
  versions: readonly {
    id: string;
    version: number;
    createdAt: Parameters<typeof formatDateTimeIt>[0];
    actorLabel: string;
  }[];
  /** The record's editor: a version's restore screen is `${editHref}/versioni/${id}`. */
  editHref: string;
  className?: string;
}) {
  return (
    <section aria-labelledby="versioni-titolo" className={className}>
      <h2 id="versioni-titolo" className="text-xl font-bold text-slate-900">
        Versioni precedenti
      </h2>
      {versions.length <= 1 ? (
        <p className="mt-2 text-slate-700">
          Nessuna versione precedente: le modifiche salvate da ora in poi si potranno ripristinare.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {versions.map((v, i) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="text-slate-800">
                <strong>Versione {v.version}</strong> · {formatDateTimeIt(v.createdAt)} ·{" "}
                {v.actorLabel || "autore non registrato"}
                {i === 0 ? " (attuale)" : ""}
              </span>
              {i > 0 ? (
                <Link
                  to={`${editHref}/versioni/${v.id}`}
                  aria-label={`Ripristina la versione ${v.version}`}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  Ripristina…
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
