import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/staff/staff-ui";

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

/** A status box's one action, posted to /admin/impostazioni; it waits until the service is configured. */
export function StatusBoxAction({
  intent,
  configured,
  icon: Icon,
  children,
}: {
  intent: string;
  configured: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={`/admin/impostazioni?intent=${intent}`} className="mt-4">
      <Button disabled={!configured}>
        <Icon aria-hidden="true" className="size-4" />
        {children}
      </Button>
    </Form>
  );
}
