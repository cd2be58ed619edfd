import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { HomeTexts } from "~/features/pages/home/home-texts";
import { Paragraphs } from "~/features/pages/texts/page-texts-view";

/** How the paragraphs and the two buttons look in each band that has them. */
const BANDS = {
  hero: {
    text: "heroIntro",
    paragraph: "mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl",
    row: "mt-8 flex flex-wrap gap-3",
    primary:
      "inline-flex items-center gap-2 rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300",
    secondary:
      "inline-flex items-center gap-2 rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10",
    arrow: true,
  },
  closing: {
    text: "closingText",
    paragraph: "mx-auto mt-4 max-w-2xl text-lg text-slate-100",
    row: "mt-8 flex flex-wrap justify-center gap-3",
    primary: "rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300",
    secondary:
      "rounded-full border border-white/80 px-6 py-3 font-semibold text-white hover:bg-white/10",
    arrow: false,
  },
} as const;

/**
 * The paragraphs under a home band's title and its two buttons, on the dark
 * hero or closing band (`heroIntro`, `heroAction`, `heroActionLink`…).
 */
export function HomeLead({ texts, band }: { texts: HomeTexts; band: keyof typeof BANDS }) {
  const look = BANDS[band];
  return (
    <>
      <Paragraphs text={texts[look.text]} className={look.paragraph} />
      <div className={look.row}>
        <Link to={texts[`${band}ActionLink`]} className={look.primary}>
          {texts[`${band}Action`]}
          {look.arrow ? <ArrowRight aria-hidden="true" className="h-5 w-5" /> : null}
        </Link>
        <Link to={texts[`${band}SecondaryLink`]} className={look.secondary}>
          {texts[`${band}Secondary`]}
        </Link>
      </div>
    </>
  );
}
