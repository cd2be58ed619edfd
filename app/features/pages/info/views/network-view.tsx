import { PartnerCard } from "~/features/pages/info/partner-card";
import { MOBILITY_SERVICES, PARTNER_AGENCIES } from "~/features/pages/info/partners-content";
import type { PageContent } from "~/features/pages/texts/page-text-types";
import { ClosingBand, TextsHero, TextsSection } from "~/features/pages/texts/page-texts-view";

/** /etn-world, for its route and for the staff preview of its texts. */
export function NetworkPage({ texts, images }: PageContent) {
  return (
    <>
      <TextsHero texts={texts} image={images.heroImage} />

      <TextsSection id="agenzie" texts={texts} name="agencies">
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {PARTNER_AGENCIES.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </TextsSection>

      <TextsSection id="servizi" texts={texts} name="services" tone="muted">
        <div className="grid gap-6 md:grid-cols-3">
          {MOBILITY_SERVICES.map((column, index) => (
            <section
              key={column.title}
              aria-labelledby={`servizi-${index}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`servizi-${index}`} className="text-lg font-bold text-brand-900">
                <span aria-hidden="true" className="mr-2 text-accent-600">
                  {index + 1}.
                </span>
                {column.title}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </TextsSection>

      <ClosingBand id="consulenza" texts={texts} />
    </>
  );
}
