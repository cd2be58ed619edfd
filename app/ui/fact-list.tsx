import type { ReactNode } from "react";

/** Key facts of a call as bordered cards (a description list); `className` sets the grid. */
export function FactList({ className, children }: { className: string; children: ReactNode }) {
  return <dl className={className}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-5">
      <dt className="font-bold text-brand-900">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
