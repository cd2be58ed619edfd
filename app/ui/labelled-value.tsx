import type { ReactNode } from "react";

/** One entry of a description list (<dl>): a small grey label over its value. */
export function LabelledValue({
  label,
  valueClassName,
  children,
}: {
  label: string;
  valueClassName: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
