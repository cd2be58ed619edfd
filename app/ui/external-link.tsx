import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = { href: string; children: ReactNode; className?: string };

/** A link to another site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, children, className }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}
