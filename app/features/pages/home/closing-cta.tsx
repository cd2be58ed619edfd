import type { HomeTexts } from "~/features/pages/home/home-texts";
import { HomeLead } from "~/features/pages/home/home-lead";

/** Closing call to action (spec §2); its texts staff edit. */
export function ClosingCta({ texts }: { texts: HomeTexts }) {
  return (
    <section aria-labelledby="inizia-ora" className="mx-auto max-w-7xl px-4 pt-16">
      <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="inizia-ora" className="text-3xl font-bold tracking-tight">
          {texts.closingTitle}
        </h2>
        <HomeLead texts={texts} band="closing" />
      </div>
    </section>
  );
}
