import type { ReactNode } from "react";

type Props = { id: string; title: string; className: string; children: ReactNode };

/** A full-width band of the home page with its h2 (`className` sets the background). */
export function HomeBand({ id, title, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
