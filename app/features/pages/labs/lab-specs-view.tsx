import { BackToLabLink, ContactActionLink } from "~/features/pages/labs/lab-parts";
import { LabSpecTabs } from "~/features/pages/labs/lab-spec-tabs";
import { StandaloneHero } from "~/features/pages/labs/standalone-hero";
import type { LabSpecTab } from "~/features/pages/labs/lab-specs-content";
import { paragraphsOf } from "~/features/pages/texts/page-texts";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { cardsOf, TextsSection } from "~/features/pages/texts/page-texts-view";

export type LabSpecsPageData = PageContent & { tab: LabSpecTab };

/**
 * The page inside its standalone frame (spec §2), for its route and, without
 * the frame, for the staff preview of its texts (on the default tab).
 */
export function LabSpecsContent({ texts, tab }: LabSpecsPageData) {
  return (
    <>
      <StandaloneHero
        kicker={texts.heroKicker}
        title={texts.heroTitle ?? ""}
        intro={paragraphsOf(texts.heroIntro ?? "").join(" ")}
      />

      <TextsSection id="dotazioni" texts={texts} name="specs">
        <LabSpecTabs selected={tab} />
      </TextsSection>

      <TextsSection id="infrastruttura" texts={texts} name="infrastructure" tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cardsOf(texts, "infrastructure").map((entry) => (
            <li key={entry.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-brand-900">{entry.title}</h3>
              <p className="mt-2 text-slate-700">{entry.text}</p>
            </li>
          ))}
        </ul>
      </TextsSection>

      <TextsSection id="contatti" texts={texts} name="contact">
        <div className="flex flex-wrap gap-3">
          <ContactActionLink texts={texts} />
          <BackToLabLink />
        </div>
      </TextsSection>
    </>
  );
}
