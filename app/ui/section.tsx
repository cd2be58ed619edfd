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
