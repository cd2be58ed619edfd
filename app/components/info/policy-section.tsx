import type { ReactNode } from "react";

/** A titled block of a policy page; lists and links inside get readable defaults. */
export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul+p]:mt-3 [&_p+ul]:mt-3">
      <h2 className="mb-3 text-2xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}
