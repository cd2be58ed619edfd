import { CalendarDays } from "lucide-react";
import {
  deadlineLabel,
  editionDates,
  editionModeLabel,
  type PublicEdition,
} from "~/features/enrolments/editions";

/**
 * The course page's open editions (issue 25): dates, mode, place, price, the
 * deadline and the seats left ("2 posti", "1 posto", "Completo: lista
 * d'attesa"), each with its 'Iscriviti' link to the enrolment form.
 */
export function CourseEditions({
  slug,
  price,
  editions,
}: {
  slug: string;
  price: string | null;
  editions: PublicEdition[];
}) {
  return (
    <section
      aria-labelledby="edizioni"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <h2 id="edizioni" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Prossime edizioni
      </h2>
      <ul className="mt-4 space-y-4">
        {editions.map((edition) => {
          const deadline = deadlineLabel(edition.enrolmentDeadline);
          const shownPrice = edition.price || price;
          return (
            <li
              key={edition.id}
              data-edition-id={edition.id}
              className="rounded-xl border border-slate-200 p-4"
            >
              <p className="font-semibold text-slate-900 first-letter:uppercase">
                {editionDates(edition)}
              </p>
              <dl className="mt-2 space-y-1 text-sm text-slate-800">
                <div>
                  <dt className="inline font-semibold">Modalità: </dt>
                  <dd className="inline">
                    {editionModeLabel(edition.mode)}
                    {edition.place ? `, ${edition.place}` : ""}
                  </dd>
                </div>
                {edition.schedule ? (
                  <div>
                    <dt className="inline font-semibold">Calendario: </dt>
                    <dd className="inline">{edition.schedule}</dd>
                  </div>
                ) : null}
                {shownPrice ? (
                  <div>
                    <dt className="inline font-semibold">Prezzo: </dt>
                    <dd className="inline">{shownPrice}</dd>
                  </div>
                ) : null}
                {deadline ? (
                  <div>
                    <dt className="inline font-semibold">Iscrizioni entro: </dt>
                    <dd className="inline">{deadline}</dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline font-semibold">Posti liberi: </dt>
                  <dd className="inline" data-testid="posti">
                    {edition.seatsLabel}
                  </dd>
                </div>
              </dl>
              <a
                href={`/corsi/${slug}/iscrizione?edizione=${edition.id}`}
                aria-label={`Iscriviti all'edizione ${editionDates(edition)}`}
                className="mt-3 inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              >
                Iscriviti
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
