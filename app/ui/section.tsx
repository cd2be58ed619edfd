import type { ReactNode } from "react";

type Props = {
  id?: string;
  title: string;
  kicker?: string;
  intro?: ReactNode;
  tone?: "white" | "muted";
  children?: ReactNode;
};

/** A page section with its h2; `id` makes it an in-page anchor. */
export function InfoSection({ id, title, kicker, intro, tone = "white", children }: Props) {
  const headingId = id ? `${id}-titolo` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 ${tone === "muted" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {kicker ? (
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{kicker}</p>
        ) : null}
        <h2 id={headingId} className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/**
 * A full-width band labelled by its h2 (the audience pages, the contact FAQ);
 * `tinted` greys it, `narrow` keeps reading width. The children bring their own
 * spacing below the heading.
 */
export function BandSection({
  id,
  title,
  tinted,
  narrow,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-slate-50" : ""}>
      <div className={`mx-auto ${narrow ? "max-w-4xl" : "max-w-7xl"} px-4 py-14`}>
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
