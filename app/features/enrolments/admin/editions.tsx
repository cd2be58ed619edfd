import { CalendarPlus, Pencil, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { appContext } from "~/context";
import { ConfirmDelete, ListNotices } from "~/ui/staff/staff-ui";
import { noticeFrom } from "~/platform/list-page";
import { CardList, ListCard, RowAction } from "~/ui/staff/row-actions";
import { RecordListHeader } from "~/ui/records/record-lists";
import { pageMeta } from "~/platform/meta";
import { requireEditionsCourse } from "~/features/enrolments/admin/editions-course.server";
import {
  deleteEdition,
  EditionInUseError,
  listCourseEditions,
} from "~/features/enrolments/editions.server";
import {
  deadlineLabel,
  editionDates,
  editionModeLabel,
  editionPriceLabel,
} from "~/features/enrolments/editions";
import { listDeleteAction } from "~/platform/forms/list-actions.server";
import type { Route } from "./+types/editions";

export const meta = () => pageMeta("Edizioni del corso", "Le edizioni di un corso e i loro posti.");

const DELETE_ERROR = "Errore durante l'eliminazione dell'edizione. Riprova più tardi.";

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  creata: { tone: "success", text: "Edizione aggiunta: la pagina del corso la mostra già." },
  eliminata: { tone: "success", text: "Edizione eliminata." },
  "edizione-non-trovata": {
    tone: "error",
    text: "L'edizione non esiste più: potrebbe essere stata eliminata.",
  },
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { database } = context.get(appContext);
  const course = await requireEditionsCourse(database.db, params.courseId);
  const editions = (await listCourseEditions(database.db, course.id)).map((e) => ({
    id: e.id,
    dates: editionDates(e),
    schedule: e.schedule,
    mode: editionModeLabel(e.mode),
    place: e.place,
    seats: e.seats,
    taken: e.taken,
    deadline: deadlineLabel(e.enrolmentDeadline),
    price: editionPriceLabel(e) ?? "Nessun prezzo: non si paga online",
    certificateHours: e.certificateHours,
    status: e.status,
    cedils: e.form === "cedils",
  }));
  const confirm = editions.find((e) => e.id === url.searchParams.get("elimina")) ?? null;
  return {
    course: { id: course.id, title: course.title, slug: course.slug },
    editions,
    confirm,
    notice: noticeFrom(url, NOTICES),
  };
}

/** Deleting an edition: only one without enrolments (the core's refusal), after a confirmation. */
export async function action(args: Route.ActionArgs) {
  const { courseId } = args.params;
  return listDeleteAction(args, {
    remove: (db, { id, actor }) => deleteEdition(db, courseId, id, actor),
    refusals: [EditionInUseError],
    logMessage: "admin edition delete failed",
    failure: DELETE_ERROR,
    done: () => `/admin/corsi/${courseId}/edizioni?avviso=eliminata`,
  });
}

type Row = Route.ComponentProps["loaderData"]["editions"][number];

export default function CourseEditions({ loaderData, actionData }: Route.ComponentProps) {
  const { course, editions, confirm, notice } = loaderData;
  const base = `/admin/corsi/${course.id}/edizioni`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <p>
        <Link
          to={`/admin/corsi/${course.id}`}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          ← Torna al corso
        </Link>
      </p>
      <div className="mt-3">
        <RecordListHeader
          title="Edizioni del corso"
          newRecord={{ to: `${base}/nuova`, icon: CalendarPlus, label: "Nuova edizione" }}
        />
      </div>
      <p className="mt-1 text-lg break-words text-slate-800">{course.title}</p>
      <p className="mt-2 max-w-3xl text-slate-700">
        Le edizioni aperte compaiono nella{" "}
        <a href={`/corsi/${course.slug}`} className="font-semibold underline underline-offset-2">
          pagina del corso
        </a>{" "}
        con i posti rimasti e il pulsante «Iscriviti». Date e ore sono in ora italiana.
      </p>

      <ListNotices notice={notice} error={actionData?.message} />

      {confirm ? (
        <ConfirmDelete
          cancelHref={base}
          {...(confirm.taken > 0 || confirm.cedils
            ? {
                title: "Edizione non eliminabile",
                question: confirm.cedils
                  ? "L'edizione CEDILS raccoglie le iscrizioni del modulo /iscrizione-cedils: non si può eliminare."
                  : "Questa edizione ha già delle iscrizioni e non si può eliminare: cambia lo stato in «Chiusa» per non accettarne altre.",
              }
            : {
                title: "Elimina edizione",
                question: `Sei sicuro di voler eliminare l'edizione ${confirm.dates}?`,
                deletion: { id: confirm.id, name: `l'edizione ${confirm.dates}` },
              })}
        />
      ) : null}

      <CardList
        items={editions}
        empty="Nessuna edizione: la pagina del corso mostra «Richiedi informazioni». Aggiungine una con «Nuova edizione»."
      >
        {(edition) => <EditionRow edition={edition} base={base} />}
      </CardList>
    </div>
  );
}

/** One line of an edition's facts: «Prezzo: € 199». */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

function EditionRow({ edition, base }: { edition: Row; base: string }) {
  return (
    <ListCard
      title={
        <Link to={`${base}/${edition.id}`} className="underline-offset-2 hover:underline">
          Edizione {edition.dates}
        </Link>
      }
      name={`edizione ${edition.dates}`}
      actions={
        <>
          <RowAction
            to={`${base}/${edition.id}`}
            icon={Users}
            label="Partecipanti"
            name={`edizione ${edition.dates}`}
          />
          <RowAction
            to={`${base}/${edition.id}/modifica`}
            icon={Pencil}
            label="Modifica"
            name={`edizione ${edition.dates}`}
          />
        </>
      }
      deleteHref={`${base}?elimina=${edition.id}`}
    >
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full border px-2 py-0.5 font-semibold ${
            edition.status === "aperta"
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-slate-500 bg-slate-50 text-slate-800"
          }`}
        >
          {edition.status === "aperta" ? "Aperta" : "Chiusa"}
        </span>
        <span className="font-semibold text-slate-900" data-testid="iscritti">
          {edition.taken}/{edition.seats} iscritti
        </span>
      </p>
      <dl className="mt-2 space-y-0.5 text-sm text-slate-700">
        <Fact label="Modalità">
          {edition.mode}
          {edition.place ? `, ${edition.place}` : ""}
        </Fact>
        {edition.schedule ? <Fact label="Calendario">{edition.schedule}</Fact> : null}
        {edition.deadline ? <Fact label="Scadenza iscrizioni">{edition.deadline}</Fact> : null}
        <Fact label="Prezzo">{edition.price}</Fact>
      </dl>
    </ListCard>
  );
}
