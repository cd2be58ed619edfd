import { z } from "zod";
import { appContext } from "~/context";
import { privatePageMeta, unlistedPageHeaders } from "~/platform/meta";
import { handleForm } from "~/platform/forms/forms.server";
import { EmailSchema } from "~/platform/forms/validation";
import { FormStatus } from "~/ui/forms/form-status";
import { HoneypotField } from "~/ui/forms/field";
import { EmailField } from "~/ui/forms/public-form";
import { PageHero } from "~/ui/page-hero";
import {
  resendEnrolmentLink,
  sendEnrolmentLinks,
} from "~/features/enrolments/journey/my-enrolments.server";
import { RESENT_MESSAGE } from "~/features/enrolments/journey/resend-link";
import { FiscalCodeSchema } from "~/platform/forms/validation";
import { dispatchIntent } from "~/platform/forms/forms.server";
import type { Route } from "./+types/my-enrolments";

/** Whoever asks, known address or not, reads this (decision 059). */
const SENT =
  "Se a questo indirizzo corrispondono delle iscrizioni, ti abbiamo inviato per email i link alle loro pagine. Controlla anche la posta indesiderata; i link inviati prima non valgono più.";

/** The answer names nobody and may follow a typed address: never kept by a cache, never indexed. */
export const headers = unlistedPageHeaders;

export const meta = () =>
  privatePageMeta(
    "Le mie iscrizioni",
    "Ricevi per email i link alle pagine delle tue iscrizioni ai corsi.",
  );

/**
 * The same answer whether the address is known or not. `?intent=ripeti` is
 * the button of an enrolment form that found the fiscal code already
 * enrolled: the link goes to that enrolment's own address.
 */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  const links = () =>
    handleForm(args, {
      label: "my enrolments",
      schema: z.object({ email: EmailSchema }),
      rateLimit: { keyPrefix: "my-enrolments-ip" },
      failureMessage: "Non siamo riusciti a inviare i link: riprova tra qualche minuto.",
      submit: async ({ email }) => {
        await sendEnrolmentLinks(app.database, email);
        return { sent: true, resent: false };
      },
    });
  return dispatchIntent(
    new URL(args.request.url).searchParams.get("intent"),
    {
      ripeti: () =>
        handleForm(args, {
          label: "enrolment link again",
          schema: z.object({ fiscalCode: FiscalCodeSchema, editionId: z.string().max(100) }),
          honeypot: false,
          rateLimit: { keyPrefix: "my-enrolments-ip" },
          failureMessage: "Non siamo riusciti a inviare il link: riprova tra qualche minuto.",
          submit: async ({ fiscalCode, editionId }) => {
            await resendEnrolmentLink(app.database, fiscalCode, editionId);
            return { sent: true, resent: true };
          },
        }),
    },
    links,
  );
}

export default function Page({ actionData }: Route.ComponentProps) {
  const values = actionData?.status === "success" ? {} : (actionData?.values ?? {});
  const error = actionData?.status === "invalid" ? actionData.errors.email : undefined;
  return (
    <>
      <PageHero title="Le mie iscrizioni" kicker="Iscrizioni ai corsi">
        <p>
          Scrivi l'indirizzo email che hai usato per iscriverti: ti mandiamo i link alle pagine
          delle tue iscrizioni, dove vedi lo stato, il pagamento e puoi annullare. Non serve una
          password.
        </p>
      </PageHero>
      <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
        {actionData?.status === "success" ? (
          <FormStatus tone="success">{actionData.resent ? RESENT_MESSAGE : SENT}</FormStatus>
        ) : actionData?.status === "failed" ? (
          <FormStatus tone="error">{actionData.message}</FormStatus>
        ) : null}
        <form method="post" noValidate className="space-y-3">
          <EmailField
            label="Indirizzo email *"
            name="email"
            defaultValue={values.email ?? ""}
            error={error}
          />
          <HoneypotField />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Inviami i link
          </button>
        </form>
      </div>
    </>
  );
}
