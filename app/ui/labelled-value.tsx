import type { ReactNode } from "react";

/** One entry of a description list (<dl>): a small grey label over its value. */
export function LabelledValue({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  /** The entry's place in the list's grid (a wide value spans both columns). */
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
