import { Users } from "lucide-react";
import { Link } from "react-router";
import { IconSection } from "~/ui/staff/staff-ui";

const BOX = {
  box: "mt-3 rounded-lg border border-slate-200 bg-white p-4",
  heading: "text-lg font-bold text-slate-900",
  icon: "size-5 text-brand-700",
};

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
    <IconSection id="edizioni-aperte" icon={Users} title="Edizioni aperte" classes={BOX}>
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
    </IconSection>
  );
}
