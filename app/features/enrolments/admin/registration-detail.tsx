import { FileDown } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { DetailHeader, DetailList, ShownStatus, StatusUpdateResult } from "~/ui/staff/detail-parts";
import { pageMeta } from "~/platform/meta";
import {
  handleErasure,
  requirePersonalRecord,
} from "~/features/privacy/personal-data-routes.server";
import { PersonalDataPanel } from "~/features/privacy/personal-data-panel";
import {
  getRegistration,
  lockRegistrationStatus,
  REGISTRATION_STATUSES,
  registrationStatusLabel,
  setRegistrationStatus,
} from "~/features/enrolments/cedils/registrations.server";
import type { Route } from "./+types/registration-detail";
import { handleStatusChange } from "~/platform/forms/forms.server";

export const meta = () => pageMeta("Iscrizione", "Dettaglio di un'iscrizione al corso CEDILS.");

const NOT_FOUND = "Iscrizione non trovata";

export async function loader(args: Route.LoaderArgs) {
  const {
    found: r,
    canManage,
    confirming,
  } = await requirePersonalRecord(
    args,
    (db) => getRegistration(db, args.params.registrationId),
    NOT_FOUND,
  );
  return {
    canManage,
    confirming,
    registration: {
      id: r.id,
      reference: r.reference,
      fullName: r.fullName,
      fiscalCode: r.fiscalCode,
      email: r.email,
      phone: r.phone,
      address: r.address,
      city: r.city,
      subject: r.subject,
      schoolType: r.schoolType,
      laureaType: r.laureaType,
      laureaIn: r.laureaIn,
      isAnilsMember: r.isAnilsMember,
      status: r.status,
      statusLabel: registrationStatusLabel(r.status),
      receiptOriginalName: r.receiptOriginalName,
      receiptMime: r.receiptMime,
      receiptSize: r.receiptSize,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    },
    statuses: REGISTRATION_STATUSES,
  };
}

export async function action(args: Route.ActionArgs) {
  await handleErasure(args, {
    entityType: "registration",
    id: args.params.registrationId,
    doneHref: "/admin/iscrizioni?avviso=cancellata",
  });
  return handleStatusChange(args, {
    statuses: ["ricevuta", "pagamento_verificato", "confermata", "respinta"],
    lock: (tx) => lockRegistrationStatus(tx, args.params.registrationId),
    update: (db, status) => setRegistrationStatus(db, args.params.registrationId, status),
    subject: { noun: "Iscrizione", feminine: true },
    notFound: NOT_FOUND,
    audit: {
      entityType: "registration",
      entityId: args.params.registrationId,
      summary: (status) => `Iscrizione: stato «${registrationStatusLabel(status)}»`,
    },
  });
}

export default function RegistrationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { registration: r, statuses, canManage, confirming } = loaderData;
  const saving = useNavigation().state === "submitting";
  const rows: Array<[string, string]> = [
    ["Nome e Cognome", r.fullName],
    ["Codice Fiscale", r.fiscalCode],
    ["Email", r.email],
    ["Telefono", r.phone],
    ["Indirizzo", r.address],
    ["Città", r.city],
    ["Materia di insegnamento", r.subject ?? "—"],
    ["Tipo di scuola", r.schoolType],
    ["Tipo di laurea", r.laureaType],
    ["Laurea in", r.laureaIn],
    ["Socio ANILS", r.isAnilsMember ? "Sì" : "No"],
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <DetailHeader
        back={{ to: "/admin/iscrizioni", label: "Torna alle iscrizioni" }}
        title={
          <>
            {r.reference} – {r.fullName}
          </>
        }
        status={r.status}
        statusLabel={r.statusLabel}
        receivedLabel="Ricevuta il"
        createdAt={r.createdAt}
      />

      <DetailList>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </DetailList>

      <section
        aria-labelledby="ricevuta"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="ricevuta" className="text-lg font-semibold text-slate-900">
          Ricevuta di pagamento
        </h2>
        <p className="mt-1 break-all text-slate-700">
          {r.receiptOriginalName} ({Math.max(1, Math.round(r.receiptSize / 1024))} KB)
        </p>
        <a
          href={`/admin/iscrizioni/${r.id}/ricevuta`}
          download
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <FileDown aria-hidden="true" className="size-4" />
          Scarica la ricevuta
        </a>
      </section>

      <Form method="post" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <ShownStatus status={r.status} />
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Stato dell'iscrizione</legend>
          <p className="mt-1 text-sm text-slate-700">
            Ricevuta → Pagamento verificato → Confermata, oppure Respinta.
          </p>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {statuses.map((s) => (
              <label key={s.value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  value={s.value}
                  defaultChecked={s.value === r.status}
                  className="size-5 accent-brand-700"
                />
                {s.label}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={saving}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-slate-400 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          {saving ? "Salvataggio..." : "Aggiorna stato"}
        </button>
        <StatusUpdateResult result={actionData} />
      </Form>

      <PersonalDataPanel
        canManage={canManage}
        href={`/admin/iscrizioni/${r.id}`}
        confirming={confirming}
        name={`${r.reference} – ${r.fullName}`}
        question="Vuoi cancellare definitivamente questa iscrizione e la sua ricevuta di pagamento? I dati spariscono dal sito e dai backup successivi; nel registro resta solo chi li ha cancellati e quando, con il numero di riferimento."
      />
    </div>
  );
}
