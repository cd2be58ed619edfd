import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

type Props = {
  to: string;
  children: ReactNode;
  /** The link's classes; by default a brand-coloured text link. */
  className?: string;
  iconClassName?: string;
};

/** A link back to where the visitor came from (a list, a course), with a left arrow. */
export function BackLink({
  to,
  children,
  className = "inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline",
  iconClassName = "h-4 w-4",
}: Props) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft aria-hidden="true" className={iconClassName} />
      {children}
    </Link>
  );
}
