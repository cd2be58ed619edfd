import type { ReactNode } from "react";

type Props = { title: string; kicker?: string; children?: ReactNode };

/** The coloured band at the top of an inner page, with its single h1. */
export function PageHero({ title, kicker, children }: Props) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        {kicker ? (
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{kicker}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-3xl text-lg text-slate-100">{children}</div> : null}
      </div>
    </section>
  );
}
