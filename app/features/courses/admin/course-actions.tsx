import {
  Archive,
  CalendarDays,
  Copy,
  ExternalLink,
  Eye,
  Trash2,
  type LucideIcon,
} from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { OpenedVersion } from "~/ui/forms/field";
import { CANCEL_LINK, Panel, YesDeleteButton } from "~/ui/staff/staff-ui";

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const plain = `${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

type Course = { id: string; slug: string; title: string; status: string };

/**
 * Each posted action carries the version shown (`version`): over a newer one
 * it is refused (decision 041).
 */
export function CourseActions({ course, version }: { course: Course; version: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Azioni sul corso">
      <li>
        <Link to={`/admin/corsi/${course.id}/anteprima`} className={plain}>
          <Eye aria-hidden="true" className="size-4" />
          Anteprima
        </Link>
      </li>
      <li>
        <Link to={`/admin/corsi/${course.id}/edizioni`} className={plain}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Edizioni e iscrizioni
        </Link>
      </li>
      {course.status === "pubblicato" ? (
        <li>
          <Link to={`/corsi/${course.slug}`} className={plain}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Pagina pubblica
          </Link>
        </li>
      ) : null}
      <IntentButton intent="duplicate" pending={pending} version={version} />
      {course.status !== "archiviato" ? (
        <IntentButton intent="archive" pending={pending} version={version} />
      ) : null}
      <li>
        <Link
          to={`/admin/corsi/${course.id}?elimina=1`}
          preventScrollReset
          className={`${buttonClass} border-red-300 bg-white text-red-800 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Elimina
        </Link>
      </li>
    </ul>
  );
}

/** The posted actions of the list: their icon, label, and what the one being sent says. */
const INTENTS = {
  duplicate: { icon: Copy, label: "Duplica come bozza", busyLabel: "Duplicazione..." },
  archive: { icon: Archive, label: "Archivia", busyLabel: "Archiviazione..." },
} satisfies Record<string, { icon: LucideIcon; label: string; busyLabel: string }>;

/**
 * One posted action of the list, as its own form; while any of them is being
 * sent all are disabled, and the one sent says so (`busyLabel` in place of its label).
 */
function IntentButton({
  intent,
  pending,
  version,
}: {
  intent: keyof typeof INTENTS;
  /** The intent being sent, if any. */
  pending: FormDataEntryValue | null | undefined;
  version: string;
}) {
  const { icon: Icon, label, busyLabel } = INTENTS[intent];
  return (
    <li>
      <Form method="post">
        <OpenedVersion version={version} />
        <button
          type="submit"
          name="intent"
          value={intent}
          className={plain}
          disabled={Boolean(pending)}
        >
          <Icon aria-hidden="true" className="size-4" />
          {pending === intent ? busyLabel : label}
        </button>
      </Form>
    </li>
  );
}

/**
 * The delete confirmation, a step of its own (the news pattern without its
 * modal). With registrations the answer is known: it says so up front.
 */
export function CourseDeleteConfirmation({
  course,
  version,
  registrations,
}: {
  course: Course;
  version: string;
  registrations: number;
}) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Panel
      title="Elimina corso"
      id="elimina-titolo"
      className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
    >
      <p className="mt-2 text-slate-800">Sei sicuro di voler eliminare questo corso?</p>
      <p className="mt-1 font-semibold break-words text-slate-900">«{course.title}»</p>
      {registrations > 0 ? (
        <p className="mt-2 text-slate-800">
          Attenzione:{" "}
          {registrations === 1
            ? "un'iscrizione lo riguarda"
            : `${registrations} iscrizioni lo riguardano`}
          , quindi non può essere eliminato. Puoi archiviarlo.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          L'operazione non si può annullare: il suo indirizzo porterà al catalogo.
        </p>
      )}
      <Form method="post" className="mt-5 flex flex-wrap gap-3">
        <OpenedVersion version={version} />
        <YesDeleteButton deleting={deleting} intent="delete" />
        <Link to={`/admin/corsi/${course.id}`} preventScrollReset className={CANCEL_LINK}>
          Annulla
        </Link>
      </Form>
    </Panel>
  );
}
