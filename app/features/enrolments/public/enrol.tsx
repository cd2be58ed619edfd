import { data, redirect } from "react-router";
import { appContext } from "~/context";
import { FormStatus } from "~/ui/forms/form-status";
import { FormPanel } from "~/ui/forms/public-form";
import { PageHero } from "~/ui/page-hero";
import { Island } from "~/platform/islands/island";
import { pageMeta } from "~/platform/meta";
import { mailConfigured } from "~/platform/mail.server";
import { handleForm } from "~/platform/forms/forms.server";
import { formValues } from "~/platform/forms/form-result";
import { EnrolmentFormSchema } from "~/features/enrolments/enrolment-schemas";
import type { UploadedFile } from "~/platform/forms/uploads.server";
import { findCourse } from "~/features/courses/public-api.server";
import { bankDetails, vatTreatment } from "~/features/settings/public-api.server";
import { SubmissionErrorPage } from "~/features/enrolments/submission-error-page";
import { EnrolmentBackLink } from "~/features/enrolments/enrolment-form-parts";
import { checkPaymentFile } from "~/features/enrolments/payment-files.server";
import { openEditions } from "~/features/enrolments/editions.server";
import {
  AlreadyEnrolledError,
  createEnrolment,
  EditionClosedError,
} from "~/features/enrolments/enrolments.server";
import {
  amountLabel,
  editionDates,
  editionModeLabel,
  editionPriceLabel,
  paymentReason,
} from "~/features/enrolments/editions";
import { EnrolmentForm } from "~/features/enrolments/public/enrolment-form";
import {
  checkVoucher,
  vouchersOnline,
  VoucherRefusedError,
} from "~/features/enrolments/vouchers.server";
import { voucherSummary } from "~/features/enrolments/voucher-labels";
import { NoOpenEditions } from "~/features/enrolments/public/no-open-editions";
import type { Route } from "./+types/enrol";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Iscrizione: ${loaderData.course.title}` : "Iscrizione al corso";
  return pageMeta(
    title,
    "Modulo di iscrizione a un'edizione del corso: dati, scuola e pagamento con Carta del Docente, bonifico o ordine della scuola.",
  );
}

async function publishedCourse(context: Route.LoaderArgs["context"], slug: string) {
  const { database } = context.get(appContext);
  return findCourse(database.db, slug);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const course = await publishedCourse(context, params.courseId);
  if (!course) throw redirect("/corsi");
  const { database } = context.get(appContext);
  const editions = await openEditions(database.db, course.id);
  const requested = new URL(request.url).searchParams.get("edizione");
  const known = editions.some((e) => e.id === requested);
  const bank = bankDetails();
  return {
    course: { title: course.title, slug: course.slug },
    form: {
      action: `/corsi/${course.slug}/iscrizione`,
      editions: editions.map((e) => {
        const dates = editionDates(e);
        const where = e.place ? `, ${e.place}` : "";
        return {
          id: e.id,
          label: `${editionModeLabel(e.mode)}, ${dates}${where}`,
          seatsLabel: e.seatsLabel,
          reason: paymentReason(course.title, e),
          price: editionPriceLabel(e),
          // A transfer is the teacher's own payment: the price, not the school-order one.
          amount: amountLabel(e.priceCents),
        };
      }),
      selected: known
        ? (requested ?? undefined)
        : editions.length === 1
          ? editions[0]!.id
          : undefined,
      bank: { beneficiary: bank.beneficiary, bank: bank.bank, iban: bank.iban },
      vatTreatment: vatTreatment(),
      vouchersOnline: vouchersOnline(context.get(appContext).env),
    },
    // An edition asked for by a link that no longer takes enrolments (deadline, closed, full of nothing).
    closedRequest: Boolean(requested) && !known,
  };
}

const FILE_MESSAGES = {
  wrongType:
    "Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF: carica il buono o la ricevuta in uno di questi formati.",
};
const FILE_TOO_LARGE = {
  paymentFile:
    "Il file supera la dimensione massima di 10 MB: carica un file più leggero (ad esempio una foto a risoluzione più bassa o un PDF).",
};

/**
 * The schema's input: the text fields, whether a payment file came with them,
 * and whether buoni are checked online (then no PDF is asked; the server says so, not the form).
 */
const readEnrolment = (online: boolean) => (form: FormData, files: UploadedFile[]) => {
  const values = formValues(form);
  delete values["bot-field"];
  delete values["form-name"];
  const paymentFile = files.some((f) => f.field === "paymentFile") ? "present" : "";
  return { input: { ...values, paymentFile, voucherOnline: online ? "1" : "" }, values };
};

/** A school's teachers may enrol from one address: 30 an hour. */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  const course = await publishedCourse(args.context, args.params.courseId);
  if (!course) throw data("Corso non trovato", { status: 404 });
  const online = vouchersOnline(app.env);
  return handleForm(args, {
    label: "enrolment form",
    schema: EnrolmentFormSchema,
    formName: "iscrizione-corso",
    read: readEnrolment(online),
    upload: {
      tooLarge: FILE_TOO_LARGE,
      check: (files) => checkPaymentFile(files, "paymentFile", FILE_MESSAGES),
    },
    rateLimit: { keyPrefix: "enrolment-ip", points: 30, duration: 60 * 60 },
    failureMessage: "Non abbiamo registrato nulla: riprova tra qualche minuto.",
    submit: async ({ privacy: _p, paymentFile: _f, voucherOnline: _o, ...input }, file) => {
      // Checked before anything is stored: a refused buono stores nothing (decision 062).
      const code = input.paymentMethod === "carta_docente" ? input.voucherCode : undefined;
      const voucher = online && code ? await checkVoucher(app.env, code) : null;
      const outcome = await createEnrolment(app, course.id, input, file, voucher);
      app.log.info(
        { reference: outcome.reference, waitingList: outcome.waitingList },
        "enrolment stored",
      );
      return {
        reference: outcome.reference,
        waitingList: outcome.waitingList,
        // The page promises the summary by e-mail only when mail can be sent.
        mailed: mailConfigured(app.env),
        pagePath: outcome.pagePath,
        amount: amountLabel(outcome.amountDueCents),
        // The seat is taken before the money arrives (decision 061): how to pay, with the reference.
        transferReason:
          input.paymentMethod === "bonifico" && !outcome.waitingList
            ? paymentReason(course.title, outcome.edition, outcome.reference)
            : null,
        voucher: voucherSummary(voucher, outcome.amountDueCents),
      };
    },
    refused: (error) =>
      error instanceof VoucherRefusedError
        ? { voucherCode: error.message }
        : error instanceof EditionClosedError
          ? { editionId: error.message }
          : error instanceof AlreadyEnrolledError
            ? { fiscalCode: error.message }
            : null,
  });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, form, closedRequest } = loaderData;
  if (actionData?.status === "success" && actionData.reference) {
    // The answer to a stored enrolment is its confirmation, first on the page (decision 059).
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <h1 className="text-xl font-bold text-slate-900">Iscrizione: {course.title}</h1>
        <Island
          name="enrolment-form"
          component={EnrolmentForm}
          props={{ ...form, result: actionData }}
        />
      </div>
    );
  }
  return (
    <>
      <PageHero title={`Iscrizione: ${course.title}`} kicker="Iscrizione al corso">
        <p>
          Scegli l'edizione, inserisci i tuoi dati e il pagamento: Carta del Docente, bonifico o
          ordine della scuola. Dopo l'invio ricevi subito un numero di riferimento.
        </p>
      </PageHero>

      <EnrolmentBackLink href={`/corsi/${course.slug}`}>
        Torna alla pagina del corso
      </EnrolmentBackLink>

      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        {closedRequest ? (
          <FormStatus tone="error">
            Le iscrizioni all'edizione indicata nel link sono chiuse: la scadenza è passata o
            l'edizione non è più aperta.
            {form.editions.length > 0 ? " Puoi scegliere un'altra edizione qui sotto." : null}
          </FormStatus>
        ) : null}
        {form.editions.length === 0 ? (
          <NoOpenEditions />
        ) : (
          <FormPanel
            id="modulo-iscrizione-titolo"
            title="Modulo di iscrizione"
            note="I campi con * sono obbligatori; per il pagamento compila solo la parte del metodo scelto."
            className=""
          >
            <Island
              name="enrolment-form"
              component={EnrolmentForm}
              props={{ ...form, result: actionData }}
            />
          </FormPanel>
        )}
      </div>
    </>
  );
}

/** A failed submission shows its status, as the CEDILS form does (spec §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SubmissionErrorPage
      error={error}
      title="Iscrizione al corso"
      kicker="Iscrizione al corso"
      back={{ href: "/corsi", label: "Torna ai corsi" }}
    />
  );
}
