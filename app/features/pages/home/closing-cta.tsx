import { Link } from "react-router";
import type { HomeTexts } from "~/features/pages/home/home-texts";
import { Paragraphs } from "~/features/pages/texts/page-texts-view";

/** Closing call to action (spec §2): to /contatti and /corsi; its texts staff edit. */
export function ClosingCta({ texts }: { texts: HomeTexts }) {
  return (
    <section aria-labelledby="inizia-ora" className="mx-auto max-w-7xl px-4 pt-16">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="inizia-ora" className="text-3xl font-bold tracking-tight">
          {texts.closingTitle}
        </h2>
        <Paragraphs
          text={texts.closingText}
          className="mx-auto mt-4 max-w-2xl text-lg text-slate-100"
        />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={texts.closingActionLink}
            className="rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300"
          >
            {texts.closingAction}
          </Link>
          <Link
            to={texts.closingSecondaryLink}
            className="rounded-full border border-white/80 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {texts.closingSecondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
