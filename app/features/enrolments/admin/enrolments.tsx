import { Download, Users } from "lucide-react";
import { RecordInbox } from "~/ui/staff/record-list";
import { ListSelect } from "~/ui/staff/list-controls";
import { readListQuery } from "~/platform/list-query.server";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { requireStaff } from "~/features/staff/public-api.server";
import {
  ACTIVATION_THRESHOLD,
  countConfirmedCedils,
} from "~/features/enrolments/cedils/cedils.server";
import {
  coursesWithEditions,
  listAllEnrolments,
  participantHref,
} from "~/features/enrolments/admin/all-enrolments.server";
import { amountLabel, editionDates } from "~/features/enrolments/editions";
import {
  ENROLMENT_STATUS_LABELS,
  type EnrolmentStatus,
} from "~/features/enrolments/participant-status";
import { mayExportFiscalCodes } from "~/features/staff/public-api";
import type { Route } from "./+types/enrolments";

export const meta = () =>
  pageMeta("Iscrizioni", "Tutte le iscrizioni ai corsi, il corso CEDILS compreso.");

const STATUSES = Object.entries(ENROLMENT_STATUS_LABELS).map(([value, label]) => ({
  value: value as EnrolmentStatus,
  label,
}));

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { database } = context.get(appContext);
  const url = new URL(request.url);
  const query = readListQuery(url.searchParams);
  const statusParam = url.searchParams.get("stato") ?? "";
  const status = STATUSES.find((s) => s.value === statusParam)?.value;
  const courses = await coursesWithEditions(database.db);
  const courseParam = url.searchParams.get("corso") ?? "";
  const courseId = courses.find((c) => c.value === courseParam)?.value;
  const [rows, confirmed] = await Promise.all([
    listAllEnrolments(database.db, query, { status, courseId }),
    countConfirmedCedils(database.db),
  ]);
  return {
    fiscalCodesInCsv: mayExportFiscalCodes(staff),
    status: status ?? "",
    courseId: courseId ?? "",
    confirmed,
    threshold: ACTIVATION_THRESHOLD,
    enrolments: {
      ...rows,
      items: rows.items.map((e) => ({
        id: e.id,
        href: participantHref(e),
        title: `${e.reference} – ${e.fullName}`,
        detail: [e.courseTitle, editionDates(e), amountLabel(e.amountDueCents), e.email]
          .filter(Boolean)
          .join(" · "),
        createdAt: e.createdAt,
        status: e.status,
        statusLabel: ENROLMENT_STATUS_LABELS[e.status],
      })),
    },
    statuses: STATUSES,
    courses,
  };
}

/** The office's one list of every enrolment (decision 049), with the CEDILS course's activation threshold. */
export default function Enrolments({ loaderData }: Route.ComponentProps) {
  const {
    fiscalCodesInCsv,
    status,
    courseId,
    confirmed,
    threshold,
    enrolments,
    statuses,
    courses,
  } = loaderData;
  const reached = confirmed >= threshold;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
          <Users aria-hidden="true" className="size-7 text-brand-700" />
          Iscrizioni
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

      <section
        aria-labelledby="attivazione"
        className={`mt-6 rounded-xl border p-5 ${reached ? "border-green-300 bg-green-50" : "border-amber-300 bg-amber-50"}`}
      >
        <h2 id="attivazione" className="font-semibold text-slate-900">
          Attivazione del corso CEDILS
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

      <RecordInbox
        list={enrolments}
        search={{
          name: "le iscrizioni",
          hint: "Riferimento, nome, email, codice fiscale o corso.",
          clearHref: enrolments.q || status || courseId ? "/admin/iscrizioni" : undefined,
        }}
        filters={
          <>
            <ListSelect label="Corso" name="corso" options={courses} value={courseId} />
            <ListSelect label="Stato" name="stato" options={statuses} value={status} />
          </>
        }
        nouns={["iscrizione", "iscrizioni"]}
        empty={
          status || courseId
            ? "Nessuna iscrizione con questi filtri."
            : "Non ci sono ancora iscrizioni."
        }
        row={(e) => ({ ...e, to: e.href })}
      />
    </div>
  );
}
