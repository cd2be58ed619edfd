import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button, BUTTON_SECONDARY, Notice } from "~/components/admin/staff-ui";

/**
 * The confirmation page before restoring a saved version (of a course or a
 * news post): what the restore does, the version's texts, then 'Sì, ripristina
 * questa versione' (a POST to the page's action) or 'Annulla' back to the editor.
 */
export function VersionRestore({
  number,
  intro,
  error,
  title,
  cancelHref,
  children,
}: {
  number: number;
  /** Which record and version, and what the restore keeps. */
  intro: ReactNode;
  error?: string;
  /** The version's title, heading its texts. */
  title: string;
  cancelHref: string;
  /** The version's texts below its title. */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold break-words text-slate-900">
        Ripristinare la versione {number}?
      </h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <Notice tone={error ? "error" : undefined}>{error}</Notice>
      <section
        aria-labelledby="contenuto-versione"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="contenuto-versione" className="text-xl font-bold break-words text-slate-900">
          {title}
        </h2>
        {children}
      </section>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <Button tone="primary">
          <History aria-hidden="true" className="size-4" />
          Sì, ripristina questa versione
        </Button>
        <Link to={cancelHref} className={BUTTON_SECONDARY}>
          Annulla
        </Link>
      </Form>
    </div>
  );
}
