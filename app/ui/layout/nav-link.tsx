import { Link } from "react-router";
import type { NavLink } from "~/ui/layout/navigation";

type Props = { link: NavLink; className?: string; onNavigate?: () => void; role?: string };

/** A navigation link; external ones open in a new tab and say so to screen readers. */
export function SiteLink({ link, className, onNavigate, role }: Props) {
  if (link.external) {
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
        role={role}
      >
        {link.label}
        <span className="sr-only"> (si apre in una nuova scheda)</span>
      </a>
    );
  }
  return (
    <Link
      to={link.to}
      reloadDocument={link.reloadDocument}
      className={className}
      onClick={onNavigate}
      role={role}
      prefetch="intent"
    >
      {link.label}
    </Link>
  );
}
