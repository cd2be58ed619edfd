import { Users } from "lucide-react";
import { Link } from "react-router";

/** Every open edition with its seats taken, payments verified and waiting list. */
export function OpenEditions({
  editions,
}: {
  editions: Array<{
    id: string;
    courseId: string;
    courseTitle: string;
    dates: string;
    seats: number;
    enrolled: number;
    paid: number;
    waiting: number;
  }>;
}) {
  return (
    <section
      aria-labelledby="edizioni-aperte"
      className="mt-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="edizioni-aperte" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Users aria-hidden="true" className="size-5 text-brand-700" />
        Edizioni aperte
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {editions.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link
              to={`/admin/corsi/${e.courseId}/edizioni/${e.id}`}
              className="inline-flex min-h-11 items-center font-semibold break-words text-brand-700 underline"
            >
              {e.courseTitle}, {e.dates}
            </Link>
            <span className="text-slate-700">
              {e.enrolled}/{e.seats} iscritti · {e.paid} {e.paid === 1 ? "pagato" : "pagati"} ·{" "}
              {e.waiting} in lista d'attesa
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
