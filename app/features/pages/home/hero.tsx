import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { HomeTexts } from "~/features/pages/home/home-texts";
import { Paragraphs } from "~/features/pages/texts/page-texts-view";

/** Home hero (spec §2): the page's h1 and the button to the catalogue; its texts staff edit. */
export function HomeHero({ texts }: { texts: HomeTexts }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-accent-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
          {texts.heroKicker}
        </p>
        <h1 className="mt-3 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-6xl">
          {texts.heroTitle}
        </h1>
        <Paragraphs
          text={texts.heroIntro}
          className="mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl"
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={texts.heroActionLink}
            className="inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {texts.heroAction}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link
            to={texts.heroSecondaryLink}
            className="inline-flex items-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {texts.heroSecondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
