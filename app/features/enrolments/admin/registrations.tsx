import { Download, Users } from "lucide-react";
import { RecordList, RecordRow } from "~/ui/staff/record-list";
import { ListPager, ListSearch, ListSelect, ListSummary } from "~/ui/staff/list-controls";
import { readListQuery } from "~/platform/list-query.server";
import { ListNotices, noticeFrom } from "~/ui/staff/staff-ui";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/auth/guards.server";
import {
  ACTIVATION_THRESHOLD,
  countConfirmedRegistrations,
  listRegistrations,
  REGISTRATION_STATUSES,
  registrationStatusLabel,
  type RegistrationStatus,
} from "~/features/enrolments/cedils/registrations.server";
import { mayExportFiscalCodes } from "~/features/staff/auth/roles";
import type { Route } from "./+types/registrations";

export const meta = () => pageMeta("Iscrizioni CEDILS", "Iscrizioni al corso CEDILS.");

/** Messages carried back to the list in `?avviso=` after a redirect. */
const NOTICES = {
  cancellata: {
    tone: "success",
    text: "Iscrizione cancellata, con la sua ricevuta di pagamento.",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { database } = context.get(appContext);
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams);
  const statusParam = url.searchParams.get("stato") ?? "";
  const status = REGISTRATION_STATUSES.some((s) => s.value === statusParam)
    ? (statusParam as RegistrationStatus)
    : undefined;
  const [rows, confirmed] = await Promise.all([
    listRegistrations(database.db, query, status),
    countConfirmedRegistrations(database.db),
  ]);
  return {
    notice: noticeFrom(url, NOTICES),
    fiscalCodesInCsv: mayExportFiscalCodes(staff),
    status: status ?? "",
    confirmed,
    threshold: ACTIVATION_THRESHOLD,
    registrations: {
      ...rows,
      items: rows.items.map((r) => ({ ...r, statusLabel: registrationStatusLabel(r.status) })),
    },
    statuses: REGISTRATION_STATUSES,
  };
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { notice, fiscalCodesInCsv, status, confirmed, threshold, registrations, statuses } =
    loaderData;
  const reached = confirmed >= threshold;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
          <Users aria-hidden="true" className="size-7 text-brand-700" />
          Iscrizioni CEDILS
        </h1>
        <a
          href="/admin/iscrizioni/export.csv"
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </div>
      {fiscalCodesInCsv ? null : (
        <p className="mt-2 text-slate-700">
          Il CSV che scarichi non contiene i codici fiscali: li esporta solo un amministratore.
        </p>
      )}
      <ListNotices notice={notice} />

      <section
        aria-labelledby="attivazione"
        className={`mt-6 rounded-xl border p-5 ${reached ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50"}`}
      >
        <h2 id="attivazione" className="font-semibold text-slate-900">
          Attivazione del corso
        </h2>
        <p className="mt-1 text-slate-800" data-testid="soglia">
          {confirmed} {confirmed === 1 ? "iscrizione confermata" : "iscrizioni confermate"} su{" "}
          {threshold} necessarie:{" "}
          {reached
            ? "il corso può partire."
            : `ne ${threshold - confirmed === 1 ? "manca" : "mancano"} ${threshold - confirmed}.`}
        </p>
        <div
          className="mt-3 h-3 w-full overflow-hidden rounded-full bg-white ring-1 ring-slate-300"
          aria-hidden="true"
        >
          <div
            className={`h-full ${reached ? "bg-green-700" : "bg-amber-600"}`}
            style={{ width: `${Math.min(100, (confirmed / threshold) * 100)}%` }}
          />
        </div>
      </section>

      <ListSearch
        name="le iscrizioni"
        hint="Riferimento, nome, email o codice fiscale."
        q={registrations.q}
        clearHref={registrations.q || status ? "/admin/iscrizioni" : undefined}
      >
        <ListSelect label="Stato" name="stato" options={statuses} value={status} />
      </ListSearch>
      <ListSummary
        list={registrations}
        nouns={["iscrizione", "iscrizioni"]}
        empty={status ? "Nessuna iscrizione in questo stato." : "Non ci sono ancora iscrizioni."}
      />
      <RecordList items={registrations.items}>
        {(r) => (
          <RecordRow
            to={`/admin/iscrizioni/${r.id}`}
            title={`${r.reference} – ${r.fullName}`}
            detail={`${r.email} · ${r.city} · ${r.schoolType}`}
            createdAt={r.createdAt}
            status={r.status}
            statusLabel={r.statusLabel}
          />
        )}
      </RecordList>
      <ListPager list={registrations} />
    </div>
  );
}
