import { BadgeCheck, Check, CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/ui/back-link";
import { IconList } from "~/ui/icon-list";
import type { PriceCard as PriceCardData } from "~/features/prices/price-offers";

/** One offer of spec §9. */
export function PriceCard({ card }: { card: PriceCardData }) {
  const titleId = `prezzo-${card.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {card.title}
      </h2>
      <p className="mt-2 text-slate-700">{card.summary}</p>
      <p className="mt-5">
        {card.price ? (
          <>
            <span className="text-4xl font-extrabold text-brand-800">{card.price}</span>{" "}
            <span className="text-slate-700">{card.unit}</span>
          </>
        ) : (
          <span className="text-2xl font-bold text-brand-800">{card.unit}</span>
        )}
      </p>
      <IconList
        items={card.conditions}
        icon={Check}
        className="mt-5 flex-1 space-y-2 text-slate-800"
      />
      {card.notes ? <p className="mt-4 text-sm text-slate-700">{card.notes}</p> : null}
      {card.teacherCard === true ? (
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
          <BadgeCheck aria-hidden="true" className="h-5 w-5" />
          Accetta la Carta del Docente
        </p>
      ) : card.teacherCard === false ? (
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <CircleSlash aria-hidden="true" className="h-5 w-5" />
          Fatturato alla scuola: non si paga con la Carta del Docente
        </p>
      ) : null}
      <Link
        to="/contatti"
        className="mt-5 inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
      >
        {card.contactLabel}
      </Link>
    </article>
  );
}

/** 'Torna al Corso' (spec §2), shown only when `from` names an existing course. */
export function BackToCourse({ courseId }: { courseId: string | null }) {
  if (!courseId) return null;
  return (
    <BackLink
      to={`/corsi/${encodeURIComponent(courseId)}`}
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      Torna al Corso
    </BackLink>
  );
}
