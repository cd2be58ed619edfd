import { Save } from "lucide-react";
import { Form, redirect } from "react-router";
import { Notice, PageTitle, Panel, SubmitButton } from "~/ui/staff/staff-ui";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { OpenedVersion, TextField } from "~/ui/forms/field";
import { useFormResult } from "~/ui/forms/use-form-result";
import { appContext } from "~/context";
import { MailPanel } from "~/features/settings/mail-panel";
import { CartaDocentePanel } from "~/features/settings/carta-docente-panel";
import { activateMerchant, cartaDocenteStatus } from "~/platform/carta-docente/activation.server";
import type { FormValues } from "~/platform/forms/form-result";
import { pageMeta } from "~/platform/meta";
import {
  RETENTION_FIELDS,
  STAMP_DUTY_NOTE,
  SETTINGS_FIELDS,
  SETTINGS_GROUPS,
  type SettingsGroup,
} from "~/features/settings/settings";
import { SettingsSchema } from "~/features/settings/settings-schema";
import { requireAdmin } from "~/features/staff/public-api.server";
import {
  dispatchIntent,
  formDone,
  formFailed,
  parseSubmission,
} from "~/platform/forms/forms.server";
import { enqueueJob, mailOutboxStatus, wakeJobs } from "~/platform/jobs.server";
import { MAIL_JOB_KINDS } from "~/features/inbox/public-api.server";
import { mailConfigured } from "~/platform/mail.server";
import {
  currentSettings,
  saveSiteSettings,
  settingsVersion,
} from "~/features/settings/settings.server";
import { RecordConflictError } from "~/platform/records/editable-record.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import type { Route } from "./+types/settings-page";

export const meta = () =>
  pageMeta("Impostazioni", "Dati pubblici della scuola e stato delle e-mail.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database, env } = context.get(appContext);
  const saved = new URL(request.url).searchParams.get("avviso") === "salvate";
  return {
    saved,
    values: currentSettings(),
    version: await settingsVersion(database.db),
    mail: {
      configured: mailConfigured(env),
      from: env.MAIL_FROM ?? null,
      ...(await mailOutboxStatus(database.db, MAIL_JOB_KINDS)),
    },
    cartaDocente: await cartaDocenteStatus(database.db, env),
  };
}

/** Three forms, told apart by `?intent=`: the settings (the default), the test message, the Carta del Docente's activation. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const staff = await requireAdmin(request, context);
  const app = context.get(appContext);
  const { database, env, log } = app;
  const save = async () => {
    const submission = await parseSubmission(args, {
      label: "site settings",
      schema: SettingsSchema,
      honeypot: false,
    });
    if (!submission.ok) return submission.answer;
    const opened = submission.values[OPENED_VERSION_FIELD];
    try {
      await saveSiteSettings(database, submission.input, staff, opened);
    } catch (error) {
      if (error instanceof RecordConflictError) {
        return formFailed(409, submission.values, error.message);
      }
      log.error({ err: error }, "site settings save failed");
      return formFailed(
        500,
        submission.values,
        "Non è stato possibile salvare. Riprova più tardi.",
      );
    }
    // A new page load (not only this form's answer), so the header and footer,
    // read by the root loader, show the new details at once.
    throw redirect("/admin/impostazioni?avviso=salvate");
  };
  return dispatchIntent(
    new URL(request.url).searchParams.get("intent"),
    {
      save,
      test: async () => {
        await requireSmallForm(request);
        if (!mailConfigured(env)) {
          return formFailed(
            409,
            undefined,
            "L'invio delle e-mail non è configurato: manca SMTP_URL.",
          );
        }
        await enqueueJob(database.db, "mail.test", { to: staff.email });
        wakeJobs();
        return formDone({
          intent: "test",
          message: `Messaggio di prova in partenza verso ${staff.email}: controlla la casella tra qualche istante.`,
        });
      },
      attiva: async () => {
        await requireSmallForm(request);
        const { ok, message } = await activateMerchant(app, currentSettings().vatNumber);
        return ok ? formDone({ intent: "attiva", message }) : formFailed(502, undefined, message);
      },
    },
    save,
  );
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, version, mail, saved } = loaderData;
  const form = useFormResult<FormValues, NonNullable<typeof actionData>>(actionData, {
    id: "modulo-impostazioni",
    action: "/admin/impostazioni?intent=save",
    initial: values,
  });
  const shown = form.shown;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageTitle intro="I dati pubblici della scuola compaiono nelle pagine, nel piè di pagina, nelle schede PDF, nei feed e nei dati strutturati. Finché non li salvi qui valgono quelli della configurazione del server.">
        Impostazioni
      </PageTitle>
      <Notice
        tone={
          shown?.status === "success" || (saved && !shown) ? "success" : shown ? "error" : undefined
        }
      >
        {!shown && saved
          ? "Impostazioni salvate: il sito mostra già i nuovi dati."
          : shown?.status === "success"
            ? "message" in shown && shown.message
            : shown?.status === "invalid"
              ? "Controlla i campi evidenziati."
              : shown?.status === "failed"
                ? shown.message
                : null}
        {shown?.status === "failed" && shown.httpStatus === 409 ? (
          <>
            {" "}
            <a href="/admin/impostazioni" className="font-semibold underline underline-offset-2">
              Ricarica i dati attuali
            </a>
          </>
        ) : null}
      </Notice>

      <Panel title="Dati della scuola" id="dati-titolo">
        <Form {...form.formProps} noValidate className="mt-4 space-y-6">
          <OpenedVersion version={version} />
          {(Object.keys(SETTINGS_GROUPS) as SettingsGroup[]).map((group) => (
            <fieldset key={group} className="grid gap-x-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold text-slate-900">
                {SETTINGS_GROUPS[group]}
              </legend>
              {SETTINGS_FIELDS.filter((f) => f.group === group).map((f) => (
                <TextField
                  key={f.name}
                  label={f.label}
                  hint={f.hint}
                  autoComplete={f.autoComplete ?? "off"}
                  type={f.type ?? "text"}
                  inputMode={f.inputMode}
                  required
                  {...form.field(f.name)}
                />
              ))}
            </fieldset>
          ))}
          <p className="text-sm text-slate-700">{STAMP_DUTY_NOTE}</p>
          <p className="text-sm text-slate-700">
            La posizione sulla mappa si inserisce a mano: il sito non ricava le coordinate
            dall'indirizzo. Si trovano, per esempio, cliccando col tasto destro sul punto in una
            mappa online.
          </p>
          <fieldset className="grid gap-x-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">
              Conservazione dei dati personali
            </legend>
            <p className="mb-3 text-slate-700 sm:col-span-2">
              Ogni notte il sito cancella i messaggi e le iscrizioni (con le ricevute) più vecchi di
              questi periodi. La privacy policy indica gli stessi periodi.
            </p>
            {RETENTION_FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                hint={f.hint}
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                step={1}
                autoComplete="off"
                required
                {...form.field(f.name)}
              />
            ))}
          </fieldset>
          <div>
            <SubmitButton busy={form.busy} icon={Save} busyLabel="Salvataggio...">
              Salva le impostazioni
            </SubmitButton>
          </div>
        </Form>
      </Panel>

      <MailPanel mail={mail} />
      <CartaDocentePanel status={loaderData.cartaDocente} vatNumber={values.vatNumber} />
    </div>
  );
}
