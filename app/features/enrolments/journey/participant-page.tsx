import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "~/context";
import { privateLinkHeaders, privatePageMeta } from "~/platform/meta";
import { dispatchIntent, formDone, formFailed, handleForm } from "~/platform/forms/forms.server";
import { requireSmallForm } from "~/platform/forms/uploads.server";
import { bankDetails } from "~/features/settings/public-api.server";
import { checkPaymentFile } from "~/features/enrolments/payment-files.server";
import { paymentReason } from "~/features/enrolments/editions";
import {
  addOwnReceipt,
  cancelOwnEnrolment,
  participantPage,
} from "~/features/enrolments/journey/participant-page.server";
import { participantPagePath } from "~/features/enrolments/journey/participant-link";
import { EnrolmentNotFound, ParticipantView } from "~/features/enrolments/journey/participant-view";
import type { Route } from "./+types/participant-page";

/**
 * GET /iscrizioni/{token}: 'La tua iscrizione', the participant's private page
 * (decision 059). The link is the key: never cached by anyone, never indexed,
 * never sent on as a Referer (the meeting's link leads to another site).
 */
export const headers = privateLinkHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  privatePageMeta(
    loaderData?.page ? "La tua iscrizione" : "Iscrizione non trovata",
    "La pagina personale della tua iscrizione: stato, date, pagamento, annullamento, attestato.",
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database } = context.get(appContext);
  const page = await participantPage(database.db, params.token);
  if (!page) {
    return data(
      { page: null, bank: null, reason: "", cancelled: false, questionnaireSent: false },
      { status: 404 },
    );
  }
  const bank = bankDetails();
  return {
    page,
    bank: { beneficiary: bank.beneficiary, bank: bank.bank, iban: bank.iban },
    reason: paymentReason(page.course, page.edition, page.reference),
    cancelled: new URL(request.url).searchParams.has("annullata"),
    questionnaireSent: new URL(request.url).searchParams.has("questionario"),
  };
}

const RECEIPT_MESSAGES = {
  missing: "Scegli il file della ricevuta o del buono da caricare.",
  wrongType:
    "Il file caricato non è un PDF o un'immagine JPG, PNG, HEIC o HEIF: carica la ricevuta in uno di questi formati.",
};

class ReceiptRefused extends Error {}

/** The receipt sent later: a multipart form posted to ?intent=ricevuta. */
function addReceipt(args: Route.ActionArgs) {
  const { database } = args.context.get(appContext);
  return handleForm(args, {
    label: "participant receipt",
    schema: z.object({}),
    honeypot: false,
    upload: {
      tooLarge: {
        receipt: "Il file supera la dimensione massima di 10 MB: carica un file più leggero.",
      },
      check: (files) => checkPaymentFile(files, "receipt", RECEIPT_MESSAGES),
    },
    failureMessage: "La ricevuta non è stata salvata: riprova tra qualche minuto.",
    submit: async (_input, file) => {
      const added = await addOwnReceipt(database.db, args.params.token, file);
      if (added === null) throw data("Iscrizione non trovata", { status: 404 });
      if (!added) throw new ReceiptRefused();
      return { intent: "ricevuta" as const };
    },
    refused: (error) =>
      error instanceof ReceiptRefused
        ? "Il pagamento di questa iscrizione è già stato verificato: non serve caricare altro."
        : null,
  });
}

/**
 * Cancelling takes two posts, so it works without script: `cancel` shows the
 * confirmation, `confirm-cancel` does it and shows the page again.
 */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  if (new URL(request.url).searchParams.get("intent") === "ricevuta") return addReceipt(args);
  const app = context.get(appContext);
  const form = await requireSmallForm(request);
  return dispatchIntent(form.get("intent"), {
    cancel: async () => {
      const page = await participantPage(app.database.db, params.token);
      if (!page) throw data("Iscrizione non trovata", { status: 404 });
      return formDone({ intent: "cancel" as const });
    },
    "confirm-cancel": async () => {
      const outcome = await cancelOwnEnrolment(app.database.db, app.env, params.token);
      if (!outcome) throw data("Iscrizione non trovata", { status: 404 });
      if (!outcome.ok) return formFailed(409, undefined, outcome.problem, undefined, "cancel");
      app.log.info("enrolment cancelled by its participant");
      return redirect(`${participantPagePath(params.token)}?annullata`, 303);
    },
  });
}

export default function Page({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.page || !loaderData.bank) return <EnrolmentNotFound />;
  return (
    <ParticipantView
      page={loaderData.page}
      bank={loaderData.bank}
      reason={loaderData.reason}
      cancelled={loaderData.cancelled}
      questionnaireSent={loaderData.questionnaireSent}
      questionnairePath={`${participantPagePath(params.token)}/questionario`}
      confirming={actionData?.status === "success" && actionData.intent === "cancel"}
      receiptAdded={actionData?.status === "success" && actionData.intent === "ricevuta"}
      problem={
        actionData?.status === "failed"
          ? { intent: actionData.intent ?? "ricevuta", message: actionData.message ?? "" }
          : null
      }
      receiptError={actionData?.status === "invalid" ? actionData.errors.receipt : undefined}
    />
  );
}
