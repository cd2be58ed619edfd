import { CalendarDays, ClipboardCheck, ClipboardList, Download, Users } from "lucide-react";
import { Link } from "react-router";
import { LINK_BUTTON } from "~/features/enrolments/admin/edition-run/edition-run-forms";
import { BackLink } from "~/ui/back-link";
import { LabelledValue } from "~/ui/labelled-value";

type Props = {
  course: { id: string; title: string };
  edition: {
    dates: string;
    seats: number;
    /** "24 h", "7 h 30 min": the lessons' length, or the typed hours without lessons. */
    hours: string;
    minAttendancePercent: number;
    hasLessons: boolean;
    place: string;
    /** "€ 199,00" per participant, or null without a price (decision 058). */
    price: string | null;
    open: boolean;
  };
  counts: { enrolled: number; paid: number; waiting: number };
  here: string;
};

export function EditionSummary({ course, edition, counts, here }: Props) {
  return (
    <>
      <BackLink
        to={`/admin/corsi/${course.id}/edizioni`}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        iconClassName="size-4"
      >
        Torna alle edizioni del corso
      </BackLink>
      <h1 className="mt-4 flex items-start gap-3 text-3xl font-bold break-words text-slate-900">
        <Users aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700" />
        <span>
          {course.title}
          <span className="block text-lg font-semibold text-slate-700">
            Edizione {edition.dates}
            {edition.place ? ` · ${edition.place}` : ""}
            {edition.price ? ` · ${edition.price} a partecipante` : ""}
            {edition.open ? "" : " · iscrizioni chiuse"}
          </span>
        </span>
      </h1>

      <dl className="mt-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-4">
        <Count label="Iscritti" value={`${counts.enrolled} su ${edition.seats} posti`} />
        <Count label="Pagamenti verificati" value={String(counts.paid)} />
        <Count label="In lista d'attesa" value={String(counts.waiting)} />
        <Count
          label={edition.hasLessons ? "Ore delle lezioni" : "Ore dell'edizione"}
          value={`${edition.hours} (attestato dal ${edition.minAttendancePercent} %)`}
        />
      </dl>

      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${here}/export.csv`} download className={LINK_BUTTON}>
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
        <Link to={`${here}/registro`} className={LINK_BUTTON}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Registro presenze
        </Link>
        <a href={`${here}/lezioni`} className={LINK_BUTTON}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Lezioni e calendario
        </a>
        <a href={`${here}/questionario`} className={LINK_BUTTON}>
          <ClipboardList aria-hidden="true" className="size-4" />
          Questionario di gradimento
        </a>
      </div>
    </>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <LabelledValue label={label} valueClassName="text-lg font-bold text-slate-900">
      {value}
    </LabelledValue>
  );
}
