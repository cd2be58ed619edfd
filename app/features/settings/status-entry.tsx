import type { ReactNode } from "react";

/** One line of a settings box's status list: what is checked, and what the site finds. */
export function StatusEntry({
  label,
  valueClassName = "text-slate-900",
  testId,
  children,
}: {
  label: string;
  valueClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
