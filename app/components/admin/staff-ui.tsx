import type { ButtonHTMLAttributes, ReactNode } from "react";

/** Shared look of the staff screens of issue 16 (buttons, notices, panels). */
export const BUTTON_PRIMARY =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const BUTTON_SECONDARY =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70";
export const BUTTON_DANGER =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70";

export function Button({
  tone = "secondary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: "primary" | "secondary" | "danger" }) {
  const base =
    tone === "primary" ? BUTTON_PRIMARY : tone === "danger" ? BUTTON_DANGER : BUTTON_SECONDARY;
  return <button type="submit" {...props} className={`${base} ${className}`} />;
}

/** A success or error line in a live region (present before it is filled). */
export function Notice({ tone, children }: { tone?: "success" | "error"; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="mt-4">
      {tone && children ? (
        <div
          className={
            tone === "error"
              ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900"
              : "rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
          }
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{children}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
    </>
  );
}
