import { Landmark, Users, WalletCards } from "lucide-react";
import { FormPanel } from "~/ui/forms/public-form";
import type { Route } from "./+types/cedils-registration";
import { RegistrationForm } from "~/features/enrolments/cedils/registration-form";
import { SubmissionErrorPage } from "~/features/enrolments/submission-error-page";
import { BankDetails, EnrolmentBackLink } from "~/features/enrolments/enrolment-form-parts";
import { Island } from "~/platform/islands/island";
import { PageHero } from "~/ui/page-hero";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { RegistrationFormSchema } from "~/features/enrolments/enrolment-schemas";
import { mailConfigured } from "~/platform/mail.server";
import { handleForm } from "~/platform/forms/forms.server";
import {
  ACTIVATION_THRESHOLD,
  checkReceipt,
  createCedilsEnrolment,
  cedilsEdition,
  RECEIPT_TOO_LARGE_ERRORS,
} from "~/features/enrolments/cedils/cedils.server";
import { AlreadyEnrolledError, EditionClosedError } from "~/features/enrolments/enrolments.server";
import { FormStatus } from "~/ui/forms/form-status";
import {
  CEDILS_CLOSED,
  cedilsEditionLabel,
  cedilsPaymentReason,
} from "~/features/enrolments/cedils/cedils-edition";
import { bankDetails, vatTreatment } from "~/features/settings/public-api.server";
import { amountLabel } from "~/features/enrolments/editions";

export const meta = () =>
  pageMeta(
    "Iscrizione CEDILS",
    "Modulo di iscrizione al corso di preparazione alla certificazione CEDILS: dati, ricevuta di pagamento, bonifico o Carta del Docente.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { id, year, priceCents } = await cedilsEdition(context.get(appContext).database.db);
  return {
    open: id !== null,
    edition: cedilsEditionLabel(year),
    // On the page the reference is not known yet: the causale names the participant.
    bank: { ...bankDetails(), reason: cedilsPaymentReason(year) },
    amount: amountLabel(priceCents),
    vatTreatment: vatTreatment(),
    exampleReference: `CED-${year}-0042`,
    threshold: ACTIVATION_THRESHOLD,
  };
}

/**
 * Spec §3, §5, §7 (CEDILS submit), handled by our server: stored as an
 * enrolment of the CEDILS edition first, then e-mailed (decision 049).
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  return handleForm(args, {
    label: "registration form",
    schema: RegistrationFormSchema,
    formName: "cedils-registration",
    upload: { tooLarge: RECEIPT_TOO_LARGE_ERRORS, check: checkReceipt },
    rateLimit: { keyPrefix: "registration-ip" },
    failureMessage: "Non abbiamo registrato nulla: riprova tra qualche minuto.",
    submit: async (input, receipt) => {
      const { reference, waitingList } = await createCedilsEnrolment(app, input, receipt);
      app.log.info({ reference, waitingList }, "CEDILS enrolment stored");
      // The page promises the summary by e-mail only when mail can be sent.
      return { reference, mailed: mailConfigured(app.env) };
    },
    refused: (error) =>
      error instanceof EditionClosedError
        ? CEDILS_CLOSED
        : error instanceof AlreadyEnrolledError
          ? { fiscalCode: error.message }
          : null,
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { open, bank, amount, vatTreatment, threshold, edition, exampleReference } = loaderData;
  return (
    <>
      <PageHero title="Iscrizione al corso CEDILS" kicker={`Corso ${edition}`}>
        <p>
          Compila il modulo per iscriverti al corso di preparazione alla certificazione CEDILS e
          allega la ricevuta del pagamento. Riceverai subito un numero di riferimento.
        </p>
      </PageHero>

      <EnrolmentBackLink href="/news/corso-cedils-2025">
        Torna alla presentazione del corso
      </EnrolmentBackLink>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-3">
        <section aria-labelledby="pagamento" className="space-y-6 lg:col-span-1">
          <h2 id="pagamento" className="text-2xl font-bold text-slate-900">
            Come pagare
          </h2>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <WalletCards aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Carta del Docente o bonifico
            </h3>
            <p className="mt-2 text-slate-700">
              Puoi pagare con la Carta del Docente (genera il buono e allegalo come ricevuta) oppure
              con un bonifico bancario alle coordinate qui sotto.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Landmark aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Coordinate bancarie
            </h3>
            <BankDetails
              bank={bank}
              reasons={<dd>{bank.reason}</dd>}
              amounts={
                amount ? (
                  <dd data-testid="importo">
                    {amount} ({vatTreatment})
                  </dd>
                ) : undefined
              }
            />
            <p className="mt-3 text-sm text-slate-700">
              Dopo l'invio ricevi un numero di riferimento (ad esempio {exampleReference}): è il
              riferimento del tuo pagamento, da indicare in ogni comunicazione con la segreteria.
            </p>
          </div>
          <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Users aria-hidden="true" className="h-5 w-5 text-amber-800" />
              Attivazione del corso
            </h3>
            <p className="mt-2 text-slate-800">
              Il corso si attiva con almeno {threshold} partecipanti: quando il numero è raggiunto
              ti scriviamo per confermare l'avvio e il calendario.
            </p>
          </div>
        </section>

        <FormPanel
          id="modulo-iscrizione-titolo"
          title="Modulo di iscrizione"
          note="I campi con * sono obbligatori."
          className="lg:col-span-2"
        >
          {open ? (
            <Island
              name="registration-form"
              component={RegistrationForm}
              props={{ result: actionData }}
            />
          ) : (
            <FormStatus tone="error">{CEDILS_CLOSED}</FormStatus>
          )}
        </FormPanel>
      </div>
    </>
  );
}

/** Spec §8: a failed submission. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <SubmissionErrorPage
      error={error}
      title="Iscrizione al corso CEDILS"
      kicker={loaderData ? `Corso ${loaderData.edition}` : "Corso CEDILS"}
      back={{ href: "/iscrizione-cedils", label: "Torna al modulo di iscrizione" }}
    />
  );
}
