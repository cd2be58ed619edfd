import type { ReactNode } from "react";
import { Link } from "react-router";
import { amberButton } from "~/ui/buttons";
import { TitledSection } from "~/ui/section";

const PANEL = {
  box: "rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12",
  heading: "text-2xl font-bold sm:text-3xl",
};

type Props = {
  /** Id of the h2, which names the section. */
  id: string;
  title: string;
  /** The sentence under the title. */
  children: ReactNode;
  to: string;
  action: string;
  /** The section's spacing. */
  className: string;
};

/** A rounded, centred call to action at the end of an audience page (docenti, studenti). */
export function CtaPanel({ id, title, children, to, action, className }: Props) {
  return (
    <TitledSection id={id} title={title} className={className} classes={PANEL}>
      <p className="mx-auto mt-3 max-w-2xl text-slate-100">{children}</p>
      <Link to={to} className={amberButton}>
        {action}
      </Link>
    </TitledSection>
  );
}
