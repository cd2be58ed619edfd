// The preview's frame of a record or a public page with pending edits (decisions 039, 047).
import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A record's preview as visitors will see it, under a bar saying where it
 * stands (`message`) with the way back to its editor.
 */
export function PreviewFrame({
  width,
  pending,
  message,
  editHref,
  editLabel,
  children,
}: {
  /** The bar's width, the page's own ("max-w-3xl"). */
  width: string;
  /** «Modifiche non pubblicate del … di …» when the preview shows pending edits. */
  pending?: string | null;
  /** What the bar says otherwise. */
  message: ReactNode;
  editHref: string;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50">
        <div
          className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-3 px-4 py-3`}
        >
          <p className="font-semibold text-amber-950">
            {pending
              ? `Anteprima. ${pending}: i visitatori vedono ancora la versione pubblicata.`
              : message}
          </p>
          <Link
            to={editHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {editLabel}
          </Link>
        </div>
      </div>
      {children}
    </>
  );
}

/** The preview of a public page (`path`) with a record's pending edits, or as published. */
export function PagePreviewFrame({
  path,
  pending,
  editHref,
  children,
}: {
  path: string;
  pending: string | null;
  editHref: string;
  children: ReactNode;
}) {
  return (
    <PreviewFrame
      width="max-w-7xl"
      pending={pending}
      message={`Anteprima della pagina ${path}, come la vedono i visitatori.`}
      editHref={editHref}
      editLabel="Torna alla modifica"
    >
      {children}
    </PreviewFrame>
  );
}
