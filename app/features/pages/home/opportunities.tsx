import { ArrowRight, CalendarClock, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { CARD_THEME_COLORS, type CardTheme } from "~/features/calls/public-api";

/** One card as the loader sends it: a call's (with a deadline) or a static one. */
export type OpportunityCard = {
  id: string;
  title: string;
  description: string;
  /** The closing instant and how the card writes it ("15 novembre 2025", Rome date; month names in lower case). */
  deadline?: { at: string; label: string };
  buttonText: string;
  /** What the button says once the deadline has passed: no more invitation to apply. */
  closedButtonText?: string;
  link: { external: false; to: string } | { external: true; href: string };
  theme: CardTheme;
};

type Props = {
  cards: OpportunityCard[];
  /** Card id → deadline passed, decided by the loader with the server clock. */
  closed: Record<string, boolean>;
};

/** The featured-opportunity cards (spec §2): the calls' cards, then the lab and PCTO. */
export function Opportunities({ cards, closed }: Props) {
  return (
    <section aria-labelledby="opportunita" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="opportunita" className="text-3xl font-bold tracking-tight text-slate-900">
        Opportunità per le scuole
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Bandi, finanziamenti e progetti su cui possiamo lavorare insieme, dalla candidatura alla
        rendicontazione.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {cards.map((card) => {
          const isClosed = card.deadline ? closed[card.id] === true : false;
          const buttonText = isClosed
            ? (card.closedButtonText ?? card.buttonText)
            : card.buttonText;
          const colors = CARD_THEME_COLORS[card.theme];
          const buttonClass = `mt-6 inline-flex items-center gap-2 self-start rounded-full px-5 py-2.5 font-semibold ${colors.button}`;
          return (
            <li key={card.id}>
              <article
                aria-labelledby={`opportunita-${card.id}`}
                className={`flex h-full flex-col rounded-2xl p-6 shadow-sm sm:p-8 ${colors.card}`}
              >
                <h3 id={`opportunita-${card.id}`} className="text-2xl font-bold">
                  {card.title}
                </h3>
                {card.deadline ? (
                  <p
                    className={`mt-3 inline-flex items-center gap-2 self-start rounded-full px-3 py-1 text-sm font-semibold ${colors.badge}`}
                  >
                    <CalendarClock aria-hidden="true" className="h-4 w-4" />
                    {isClosed
                      ? `Bando chiuso: scaduto il ${card.deadline.label}`
                      : `Scadenza: ${card.deadline.label}`}
                  </p>
                ) : null}
                <p className="mt-4 flex-1 leading-relaxed">{card.description}</p>
                {isClosed ? (
                  <p className="mt-3 text-sm font-semibold">
                    Le candidature sono chiuse: ti avviseremo alla prossima edizione.
                  </p>
                ) : null}
                {card.link.external ? (
                  <a
                    href={card.link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass}
                  >
                    {buttonText}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only"> (si apre in una nuova scheda)</span>
                  </a>
                ) : (
                  <Link
                    to={card.link.to}
                    // /fondi-basilicata is reached by a full page load (spec §2).
                    reloadDocument={card.link.to === "/fondi-basilicata"}
                    className={buttonClass}
                  >
                    {buttonText}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
