import type { ReactNode } from "react";
import { BackToCourse, PriceCard } from "~/features/prices/price-card";
import { PageHero } from "~/ui/page-hero";
import type { PriceCard as PriceCardData } from "~/features/prices/prices-content";

type Props = {
  title: string;
  /** The hero's paragraph. */
  intro: ReactNode;
  cards: readonly PriceCardData[];
  /** The course the visitor came from ('Torna al Corso'), if any. */
  from: string | null;
  /** What follows the cards (notes, FAQ). */
  children: ReactNode;
};

/** A price list page (spec §9): the hero, the way back to the course and the offers. */
export function PricesPage({ title, intro, cards, from, children }: Props) {
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
      </div>
    </>
  );
}
