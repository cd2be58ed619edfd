import type { ReactNode } from "react";
import { BackToCourse, PriceCard } from "~/features/prices/price-card";
import { PageHero } from "~/ui/page-hero";
import type { PriceCard as PriceCardData } from "~/features/prices/price-offers";
import { FaqDisclosure, type FaqEntry } from "~/features/faq/public-api";
import { pageMeta } from "~/platform/meta";

type Props = {
  title: string;
  /** The hero's paragraph. */
  intro: ReactNode;
  cards: readonly PriceCardData[];
  /** The course the visitor came from ('Torna al Corso'), if any. */
  from: string | null;
  /** What follows the cards (notes). */
  children?: ReactNode;
  /** The page's «Domande frequenti» (records of /admin/faq); none: no section. */
  faq: readonly FaqEntry[];
};

/** The FAQ of a price page: plainer than the contact page's, its question the summary's text. */
const FAQ_CLASSES = {
  summary: "cursor-pointer font-semibold text-slate-900",
  answer: "mt-3 space-y-2 text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline",
};

/** A price list page (spec §9). */
export function PricesPage({ title, intro, cards, from, children, faq }: Props) {
  return (
    <>
      <PageHero title={title} kicker="Prezzi e modalità">
        {intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BackToCourse courseId={from} />
        <div className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <PriceCard key={card.id} card={card} />
          ))}
        </div>
        {children}
        {faq.length > 0 ? (
          <section aria-labelledby="domande-frequenti" className="mt-14 max-w-3xl">
            <h2 id="domande-frequenti" className="text-2xl font-bold text-slate-900">
              Domande frequenti
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {faq.map((item) => (
                <FaqDisclosure key={item.id} item={item} classes={FAQ_CLASSES}>
                  {item.question}
                </FaqDisclosure>
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

/**
 * A price page's meta: its title, a description naming every offer with its
 * price as staff set it (so a search result never shows last year's), and,
 * when the page has a FAQ, its FAQPage JSON-LD.
 */
export function pricesPageMeta(
  title: string,
  lead: string,
  data: { cards: readonly PriceCardData[]; faqJsonLd: Record<string, unknown> | null } | undefined,
) {
  const cards = data?.cards ?? [];
  const offers = cards
    .map(
      (c) => `${c.title} (${c.price ? `${c.price} ${c.unit}` : c.unit.toLocaleLowerCase("it-IT")})`,
    )
    .join(", ");
  const teacherCard = cards.some((c) => c.teacherCard) ? " Carta del Docente accettata." : "";
  return [
    ...pageMeta(title, offers ? `${lead}: ${offers}.${teacherCard}` : `${lead}.`),
    ...(data?.faqJsonLd ? [{ "script:ld+json": data.faqJsonLd }] : []),
  ];
}
