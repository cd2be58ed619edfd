import { isRouteErrorResponse } from "react-router";
import { FormStatus } from "~/ui/forms/form-status";
import { PageHero } from "~/ui/page-hero";
import { failureMessage } from "~/features/enrolments/enrolment-form-parts";

/** Spec §8: the error page of an enrolment form (CEDILS, a course edition). */
export function SubmissionErrorPage({
  error,
  title,
  kicker,
  back,
}: {
  error: unknown;
  title: string;
  kicker: string;
  back: { href: string; label: string };
}) {
  return (
    <>
      <PageHero title={title} kicker={kicker} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <FormStatus tone="error">
          {isRouteErrorResponse(error)
            ? failureMessage(error.status)
            : "Si è verificato un errore durante l'invio."}
        </FormStatus>
        <a
          href={back.href}
          className="inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {back.label}
        </a>
      </div>
    </>
  );
}
