import { Award, Download, FileDown, Users } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { appContext } from "~/context";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { siteSettings } from "~/features/settings/settings.server";
import {
  changeEnrolmentStatuses,
  getEditionForStaff,
  listParticipants,
  saveHoursAttended,
  type Participant,
} from "~/features/enrolments/edition-run.server";
import { editionDatesText } from "~/features/enrolments/edition-dates";
import {
  BULK_TARGETS,
  ENROLMENT_STATUS_LABELS,
  PAID_STATUSES,
  takesSeat,
  type EnrolmentStatus,
} from "~/features/enrolments/participant-status";
import { PAYMENT_METHOD_LABELS } from "~/platform/forms/form-options";
import { amountLabel, editionPriceLabel } from "~/features/enrolments/editions";
import { issueCertificates, revokeCertificate } from "~/features/certificates/certificates.server";
import { dispatchIntent, formDone, formFailed, formInvalid } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { formValues } from "~/platform/forms/form-result";
import { actorOf } from "~/platform/records/audit.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { pageMeta } from "~/platform/meta";
import { BackLink } from "~/ui/back-link";
import { StatusBadge } from "~/ui/staff/status-badge";
import { Button, ListNotices } from "~/ui/staff/staff-ui";
import { FieldError, fieldControl, TextAreaField } from "~/ui/forms/field";
import type { Route } from "./+types/edition-run";

export const meta = () =>
  pageMeta("Partecipanti dell'edizione", "Partecipanti, stati, ore e attestati di un'edizione.");

const NOT_FOUND = "Edizione non trovata";
const STATUS_FORM = "form-stato";
const HOURS_FORM = "form-ore";
const CERTIFICATE_FORM = "form-attestato";
const SHOWN_PREFIX = "mostrato-";
const HOURS_PREFIX = "ore-";
const SHOWN_HOURS_PREFIX = "ore-mostrate-";
const MAX_HOURS = 999;
const ERASED_NOTICE =
  "Iscrizione cancellata, con il suo documento di pagamento e l'eventuale attestato.";

async function requireEdition({ context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const found = await getEditionForStaff(
    context.get(appContext).database.db,
    params.courseId,
    params.editionId,
  );
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args.request, args.context);
  const { edition, courseTitle } = await requireEdition(args);
  const participants = await listParticipants(args.context.get(appContext).database.db, edition.id);
  const revokeId = new URL(args.request.url).searchParams.get("revoca");
  const revoking = participants.find(
    (p) => p.certificate?.id === revokeId && !p.certificate.revokedAt,
  );
  return {
    course: { id: edition.courseId, title: courseTitle },
    edition: {
      id: edition.id,
      dates: editionDatesText(edition.startDate, edition.endDate),
      seats: edition.seats,
      certificateHours: edition.certificateHours,
      place: edition.place,
      price: editionPriceLabel(edition),
      open: edition.status === "aperta",
    },
    counts: {
      enrolled: participants.filter((p) => takesSeat(p.status)).length,
      paid: participants.filter((p) => PAID_STATUSES.includes(p.status)).length,
      waiting: participants.filter((p) => p.status === "lista_attesa").length,
    },
    participants: participants.map((p) => ({
      id: p.id,
      reference: p.reference,
      fullName: p.fullName,
      email: p.email,
      phone: p.phone,
      status: p.status,
      paymentMethod: p.paymentMethod,
      amountDue: amountLabel(p.amountDueCents),
      voucherCode: p.voucherCode,
      orderSchoolName: p.orderSchoolName,
      hasProof: Boolean(p.fileKey),
      hoursAttended: p.hoursAttended,
      certificate: p.certificate,
    })),
    erased: new URL(args.request.url).searchParams.get("avviso") === "cancellata",
    revoking: revoking?.certificate
      ? { id: revoking.certificate.id, code: revoking.certificate.code, name: revoking.fullName }
      : null,
  };
}

const RevokeSchema = z.object({
  certificateId: z.string(),
  reason: z
    .string()
    .trim()
    .min(5, "Scrivi il motivo della revoca (almeno 5 caratteri): resta nel registro.")
    .max(500, "Il motivo può avere al massimo 500 caratteri."),
});

/** The answer to a refused change: every reason, in one message. */
function refused(problems: string[]) {
  return formFailed(400, undefined, problems.join(" "));
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.request, args.context);
  const { edition } = await requireEdition(args);
  const form = await requireSmallForm(args.request);
  const { database, env } = args.context.get(appContext);
  const actor = actorOf(staff);
  const conflictAware = async <T,>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof RecordConflictError) return formFailed(409, undefined, error.message);
      throw error;
    }
  };
  return dispatchIntent(form.get("intent"), {
    stato: () =>
      conflictAware(async () => {
        const status = String(form.get("status") ?? "");
        if (!BULK_TARGETS.includes(status as EnrolmentStatus)) {
          return refused(["Scegli il nuovo stato da applicare."]);
        }
        const selected = form.getAll("ids").map((id) => ({
          id: String(id),
          shown: (form.get(`${SHOWN_PREFIX}${String(id)}`) ?? undefined) as string | undefined,
        }));
        const outcome = await changeEnrolmentStatuses(database.db, env, {
          editionId: edition.id,
          status: status as EnrolmentStatus,
          selected,
          actor,
        });
        if (!outcome) throw data(NOT_FOUND, { status: 404 });
        if (!outcome.ok) return refused(outcome.problems);
        const label = ENROLMENT_STATUS_LABELS[status as EnrolmentStatus];
        const promoted = outcome.promoted.length
          ? ` Dalla lista d'attesa ${outcome.promoted.length === 1 ? "è entrata in un posto libero" : "sono entrate nei posti liberi"}: ${outcome.promoted.join(", ")}.`
          : "";
        return formDone({
          message: `${outcome.changed === 1 ? "1 iscrizione portata" : `${outcome.changed} iscrizioni portate`} a «${label}».${promoted}`,
        });
      }),
    ore: () =>
      conflictAware(async () => {
        const errors: Record<string, string> = {};
        const changes = [];
        for (const [name, raw] of form.entries()) {
          if (!name.startsWith(HOURS_PREFIX) || name.startsWith(SHOWN_HOURS_PREFIX)) continue;
          const id = name.slice(HOURS_PREFIX.length);
          const text = String(raw).trim();
          const hours = Number(text);
          if (!/^\d{1,3}$/.test(text) || hours > MAX_HOURS) {
            errors[name] = `Scrivi le ore come numero intero da 0 a ${MAX_HOURS}.`;
            continue;
          }
          const shownText = form.get(`${SHOWN_HOURS_PREFIX}${id}`);
          changes.push({ id, hours, shown: shownText === null ? undefined : Number(shownText) });
        }
        if (Object.keys(errors).length > 0) return formInvalid(errors, formValues(form));
        const saved = await saveHoursAttended(database.db, {
          editionId: edition.id,
          changes,
          actor,
        });
        if (saved === null) {
          return refused([
            "Un partecipante non è più iscritto a questa edizione: ricarica la pagina.",
          ]);
        }
        return formDone({
          message:
            saved === 0
              ? "Nessuna ora è cambiata."
              : `Ore frequentate salvate (${saved === 1 ? "1 partecipante" : `${saved} partecipanti`}).`,
        });
      }),
    attestato: () => issue([String(form.get("enrolmentId") ?? "")]),
    attestati: () => issue("all"),
    revoca: async () => {
      const parsed = RevokeSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) {
        return formInvalid(
          { reason: parsed.error.issues[0]?.message ?? "Motivo non valido." },
          formValues(form),
        );
      }
      const revoked = await revokeCertificate(database.db, {
        editionId: edition.id,
        certificateId: parsed.data.certificateId,
        reason: parsed.data.reason,
        actor,
      });
      if (revoked === null) return refused(["Attestato non trovato in questa edizione."]);
      if (!revoked) return refused(["Questo attestato era già stato revocato."]);
      return formDone({ message: "Attestato revocato: la verifica pubblica ora dice «Revocato»." });
    },
  });

  async function issue(enrolmentIds: string[] | "all") {
    const outcome = await issueCertificates(database.db, {
      editionId: edition.id,
      enrolmentIds,
      place: siteSettings().address.city,
      actor,
    });
    if (!outcome) return refused(["Partecipante non trovato in questa edizione."]);
    if (outcome.issued.length === 0) return refused(outcome.problems);
    const n = outcome.issued.length;
    return formDone({
      message: `${n === 1 ? `Attestato rilasciato (codice ${outcome.issued[0]!.code})` : `${n} attestati rilasciati`}.`,
    });
  }
}

export default function EditionRun({ loaderData, actionData }: Route.ComponentProps) {
  const { course, edition, counts, participants, revoking } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values = actionData?.status === "invalid" ? actionData.values : undefined;
  const here = `/admin/corsi/${course.id}/edizioni/${edition.id}`;
  const eligible = (p: (typeof participants)[number]) =>
    !p.certificate && p.status === "completata" && p.hoursAttended >= edition.certificateHours;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
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
        <Count label="Ore per l'attestato" value={String(edition.certificateHours)} />
      </dl>

      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${here}/export.csv`} download className={LINK_BUTTON}>
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV
        </a>
      </div>

      <ListNotices
        notice={
          actionData?.status === "success"
            ? { tone: "success", text: actionData.message }
            : loaderData.erased
              ? { tone: "success", text: ERASED_NOTICE }
              : null
        }
        error={actionData?.status === "failed" ? actionData.message : null}
      />

      {revoking ? (
        <section
          id="revoca"
          aria-labelledby="revoca-titolo"
          className="mt-6 rounded-lg border-2 border-red-300 bg-white p-5"
        >
          <h2 id="revoca-titolo" className="text-xl font-bold text-slate-900">
            Revoca dell'attestato
          </h2>
          <p className="mt-2 text-slate-800">
            Vuoi revocare l'attestato {revoking.code} di {revoking.name}? Chi lo verifica vedrà
            «Revocato» e il PDF non sarà più scaricabile. La revoca non si può annullare.
          </p>
          <Form method="post" action={here} className="mt-4">
            <input type="hidden" name="intent" value="revoca" />
            <input type="hidden" name="certificateId" value={revoking.id} />
            <TextAreaField
              label="Motivo della revoca"
              name="reason"
              rows={3}
              required
              maxLength={500}
              defaultValue={values?.reason ?? ""}
              error={errors.reason}
            />
            <div className="mt-2 flex flex-wrap gap-3">
              <Button tone="danger" disabled={busy}>
                Sì, revoca l'attestato
              </Button>
              <Link to={here} className={LINK_BUTTON}>
                Annulla
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      <h2 className="mt-8 text-2xl font-bold text-slate-900">Partecipanti</h2>
      {participants.length === 0 ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-700">
          Nessuno si è ancora iscritto a questa edizione.
        </p>
      ) : (
        <>
          <Form
            id={STATUS_FORM}
            method="post"
            action={here}
            className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <input type="hidden" name="intent" value="stato" />
            <div>
              <label htmlFor="nuovo-stato" className="block font-medium text-slate-800">
                Cambia lo stato dei selezionati
              </label>
              <select
                id="nuovo-stato"
                name="status"
                required
                defaultValue=""
                className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                <option value="">Scegli il nuovo stato</option>
                {BULK_TARGETS.map((s) => (
                  <option key={s} value={s}>
                    {ENROLMENT_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <Button tone="primary" disabled={busy}>
              Applica
            </Button>
            <p className="basis-full text-sm text-slate-700">
              Ricevuta → Pagamento verificato → Confermata → Completata; Annullata libera il posto
              per il primo in lista d'attesa.
            </p>
          </Form>
          <Form id={HOURS_FORM} method="post" action={here}>
            <input type="hidden" name="intent" value="ore" />
          </Form>
          <Form id={CERTIFICATE_FORM} method="post" action={here}>
            <input type="hidden" name="intent" value="attestato" />
          </Form>

          <ul className="mt-4 space-y-3" aria-label="Partecipanti">
            {participants.map((p) => {
              const hoursName = `${HOURS_PREFIX}${p.id}`;
              return (
                <li
                  key={p.id}
                  className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex flex-wrap items-center gap-3">
                    <label
                      htmlFor={`seleziona-${p.id}`}
                      className="flex min-w-0 items-center gap-3 text-lg font-semibold wrap-anywhere text-slate-900"
                    >
                      <input
                        type="checkbox"
                        id={`seleziona-${p.id}`}
                        name="ids"
                        value={p.id}
                        form={STATUS_FORM}
                        className="size-6 shrink-0 accent-brand-700"
                      />
                      {p.fullName}
                    </label>
                    <StatusBadge status={p.status} label={ENROLMENT_STATUS_LABELS[p.status]} />
                    <input
                      type="hidden"
                      name={`${SHOWN_PREFIX}${p.id}`}
                      value={p.status}
                      form={STATUS_FORM}
                    />
                  </div>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    {p.reference} · {p.email} · {p.phone} ·{" "}
                    <Link
                      to={`/admin/corsi/${course.id}/edizioni/${edition.id}/iscritti/${p.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      Dettagli<span className="sr-only"> di {p.fullName}</span>
                    </Link>
                  </p>
                  <p className="mt-1 text-sm break-words text-slate-700">
                    Pagamento: {PAYMENT_METHOD_LABELS[p.paymentMethod]}
                    {p.amountDue ? ` · ${p.amountDue}` : ""}
                    {p.voucherCode ? ` · buono ${p.voucherCode}` : ""}
                    {p.orderSchoolName ? ` · ${p.orderSchoolName}` : ""}
                    {p.hasProof ? (
                      <>
                        {" · "}
                        <a
                          href={`${here}/iscritti/${p.id}/ricevuta`}
                          download
                          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
                        >
                          <FileDown aria-hidden="true" className="size-4" />
                          {p.paymentMethod === "carta_docente"
                            ? "Scarica il buono"
                            : "Scarica la ricevuta"}
                          <span className="sr-only"> di {p.fullName}</span>
                        </a>
                      </>
                    ) : null}
                  </p>
                  <div className="mt-2 flex flex-wrap items-start gap-x-6 gap-y-2">
                    <div>
                      <label
                        htmlFor={fieldControl({ name: hoursName }).id}
                        className="text-sm font-medium text-slate-800"
                      >
                        Ore frequentate <span className="sr-only">da {p.fullName}</span>
                      </label>
                      <input
                        type="number"
                        name={hoursName}
                        form={HOURS_FORM}
                        min={0}
                        max={MAX_HOURS}
                        inputMode="numeric"
                        defaultValue={values?.[hoursName] ?? String(p.hoursAttended)}
                        {...fieldControl({ name: hoursName, error: errors[hoursName] })}
                        className="mt-1 block w-28 rounded-lg border border-slate-400 bg-white px-3 py-2"
                      />
                      <input
                        type="hidden"
                        name={`${SHOWN_HOURS_PREFIX}${p.id}`}
                        value={String(p.hoursAttended)}
                        form={HOURS_FORM}
                      />
                      <FieldError name={hoursName} error={errors[hoursName]} />
                    </div>
                    <CertificateCell
                      participant={p}
                      eligible={eligible(p)}
                      here={here}
                      busy={busy}
                    />
                    {p.status === "completata" &&
                    !p.certificate &&
                    p.hoursAttended < edition.certificateHours ? (
                      <p className="text-sm text-slate-700">
                        Per l'attestato servono almeno {edition.certificateHours} ore frequentate.
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>

          <div className="mt-4 flex flex-wrap gap-3">
            <Button form={HOURS_FORM} disabled={busy}>
              Salva le ore
            </Button>
            {participants.some(eligible) ? (
              <Form method="post" action={here}>
                <Button tone="primary" name="intent" value="attestati" disabled={busy}>
                  <Award aria-hidden="true" className="size-4" />
                  Rilascia tutti gli attestati
                </Button>
              </Form>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

const LINK_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function CertificateCell({
  participant: p,
  eligible,
  here,
  busy,
}: {
  participant: { id: string; fullName: string; certificate: Participant["certificate"] };
  eligible: boolean;
  here: string;
  busy: boolean;
}) {
  if (p.certificate) {
    const { code, revokedAt, id } = p.certificate;
    return (
      <div className="text-sm text-slate-800">
        <p>
          Attestato{" "}
          <a href={`/attestati/${code}`} className="font-semibold text-brand-700 underline">
            {code}
          </a>
          {revokedAt ? <span className="ml-2 font-semibold text-red-800">Revocato</span> : null}
        </p>
        {revokedAt ? null : (
          <p className="mt-1 flex flex-wrap gap-3">
            <a
              href={`/attestati/${code}/pdf`}
              download
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> dell'attestato di {p.fullName}</span>
            </a>
            <Link
              to={`${here}?revoca=${id}#revoca`}
              preventScrollReset
              className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
            >
              Revoca<span className="sr-only"> l'attestato di {p.fullName}</span>
            </Link>
          </p>
        )}
      </div>
    );
  }
  if (!eligible) return null;
  return (
    <Button
      form={CERTIFICATE_FORM}
      name="enrolmentId"
      value={p.id}
      disabled={busy}
      aria-label={`Rilascia l'attestato a ${p.fullName}`}
    >
      <Award aria-hidden="true" className="size-4" />
      Rilascia l'attestato
    </Button>
  );
}
