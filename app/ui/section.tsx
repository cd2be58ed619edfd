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
  const classes = {
    box: `mx-auto ${narrow ? "max-w-4xl" : "max-w-7xl"} px-4 py-14`,
    heading: "text-2xl font-bold text-slate-900 sm:text-3xl",
  };
  return (
    <TitledSection id={id} title={title} className={tinted ? "bg-slate-50" : ""} classes={classes}>
      {children}
    </TitledSection>
  );
}

/**
 * A section named by its h2 (`id` is the heading's), inside one box: the frame
 * of the bands and panels. `classes` style the box and the heading; the
 * children follow the heading in the box.
 */
export function TitledSection({
  id,
  title,
  className,
  classes,
  children,
}: {
  id: string;
  title: string;
  className: string;
  classes: { box: string; heading: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={classes.box}>
        <h2 id={id} className={classes.heading}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
