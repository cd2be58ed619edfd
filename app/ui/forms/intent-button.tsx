import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A submit button of an editor that says what to do with the form (`intent`:
 * save, draft, published), with its icon; off while the form is sent.
 */
export function IntentButton({
  intent,
  busy,
  icon: Icon,
  className,
  children,
}: {
  intent: string;
  busy: boolean;
  icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </button>
  );
}
