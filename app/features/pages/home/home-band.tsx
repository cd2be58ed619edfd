import type { ReactNode } from "react";
import { TitledSection } from "~/ui/section";

const BAND = {
  box: "mx-auto max-w-7xl px-4 py-16",
  heading: "text-3xl font-bold tracking-tight text-slate-900",
};

type Props = { id: string; title: string; className: string; children: ReactNode };

/** A full-width band of the home page with its h2 (`className` sets the background). */
export function HomeBand({ id, title, className, children }: Props) {
  return (
    <TitledSection id={id} title={title} className={className} classes={BAND}>
      {children}
    </TitledSection>
  );
}
