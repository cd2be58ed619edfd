import type { ReactNode } from "react";
import { HeroTitle } from "~/ui/page-hero";

type Props = {
  kicker: ReactNode;
  title: string;
  /** The paragraph under the title. */
  intro: ReactNode;
  /** Shown after the paragraph (buttons). */
  children?: ReactNode;
};

/** The coloured band at the top of a standalone page (spec §2), with its single h1. */
export function StandaloneHero({ kicker, title, intro, children }: Props) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <HeroTitle kicker={kicker} title={title} />
        <p className="mt-5 max-w-3xl text-lg text-slate-100">{intro}</p>
        {children}
      </div>
    </section>
  );
}
