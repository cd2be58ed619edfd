import type { HomeTexts } from "~/features/pages/home/home-texts";
import { HomeLead } from "~/features/pages/home/home-lead";
import { HeroTitle } from "~/ui/page-hero";

/** Home hero (spec §2); its texts staff edit. */
export function HomeHero({ texts }: { texts: HomeTexts }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-accent-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <HeroTitle
          kicker={texts.heroKicker}
          title={texts.heroTitle}
          titleClassName="mt-3 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-6xl"
        />
        <HomeLead texts={texts} band="hero" />
      </div>
    </section>
  );
}
