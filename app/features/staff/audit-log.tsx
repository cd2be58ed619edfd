import { Filter } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, BUTTON_SECONDARY, PageTitle } from "~/ui/staff/staff-ui";
import { ListSelect } from "~/ui/staff/list-controls";
import { appContext } from "~/context";
import { formatDateTimeIt } from "~/platform/format-date";
import { pageMeta } from "~/platform/meta";
import { AUDIT_ENTITY_LABELS } from "~/platform/records/audit";
import { AUDIT_PAGE_SIZE, listActors, listChanges } from "~/platform/records/audit.server";
import { requireAdmin } from "~/features/staff/auth/guards.server";
import type { Route } from "./+types/audit-log";

export const meta = () => pageMeta("Registro delle modifiche", "Chi ha cambiato cosa, e quando.");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database } = context.get(appContext);
  const q = new URL(request.url).searchParams;
  const actors = await listActors(database.db);
  const filter = {
    actorId: actors.some((a) => a.id === q.get("persona")) ? q.get("persona")! : undefined,
    entityType: Object.hasOwn(AUDIT_ENTITY_LABELS, q.get("tipo") ?? "")
      ? q.get("tipo")!
      : undefined,
    from: DAY.test(q.get("dal") ?? "") ? q.get("dal")! : undefined,
    to: DAY.test(q.get("al") ?? "") ? q.get("al")! : undefined,
  };
  const offset = Math.max(0, Math.min(1_000_000, Number(q.get("da")) || 0));
  const rows = await listChanges(database.db, filter, offset);
  const more = rows.length > AUDIT_PAGE_SIZE;
  const next = new URLSearchParams(q);
  next.set("da", String(offset + AUDIT_PAGE_SIZE));
  return {
    actors,
    filter,
    rows: rows.slice(0, AUDIT_PAGE_SIZE),
    nextHref: more ? `/admin/registro?${next.toString()}` : null,
  };
}

const SELECT_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

/** A day filter of the log (from, to), beside its ListSelect filters. */
function DateFilter({ label, name, value }: { label: string; name: string; value?: string }) {
  const id = `filtro-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value ?? ""} className={SELECT_CLASS} />
    </div>
  );
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { actors, filter, rows, nextHref } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageTitle intro="Ogni modifica dello staff, ogni accesso e ogni tentativo di accesso non riuscito, dal più recente.">
        Registro delle modifiche
      </PageTitle>

      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-5 sm:items-end"
      >
        <ListSelect
          label="Persona"
          name="persona"
          value={filter.actorId ?? ""}
          all="Tutte"
          box=""
          select={SELECT_CLASS}
          options={actors.map((a) => ({
            value: a.id,
            label: a.name ? `${a.name} (${a.email})` : a.email,
          }))}
        />
        <ListSelect
          label="Tipo"
          name="tipo"
          value={filter.entityType ?? ""}
          box=""
          select={SELECT_CLASS}
          options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DateFilter label="Dal" name="dal" value={filter.from} />
        <DateFilter label="Al" name="al" value={filter.to} />
        <div className="flex flex-wrap gap-2">
          <Button tone="primary">
            <Filter aria-hidden="true" className="size-4" />
            Filtra
          </Button>
          <Link to="/admin/registro" className={BUTTON_SECONDARY}>
            Azzera
          </Link>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
          Nessuna voce per questi filtri.
        </p>
      ) : (
        <ol aria-label="Voci del registro" className="mt-6 space-y-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
              <p className="font-semibold break-words text-slate-900">{row.summary}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                <time dateTime={new Date(row.at).toISOString()}>{formatDateTimeIt(row.at)}</time>
                <span>{row.actorLabel || "Sconosciuto"}</span>
                <span>{AUDIT_ENTITY_LABELS[row.entityType] ?? row.entityType}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {nextHref ? (
        <p className="mt-6">
          <Link to={nextHref} className={BUTTON_SECONDARY}>
            Voci più vecchie
          </Link>
        </p>
      ) : null}
    </div>
  );
}
