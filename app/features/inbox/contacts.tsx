import { FormStatus } from "~/ui/forms/form-status";
import type { Route } from "./+types/contacts";
import { CONTACT_ERROR } from "~/features/inbox/contact-form";
import { ContactsPage } from "~/features/inbox/contacts-view";
import { listFaq } from "~/features/faq/public-api.server";
import { faqPage } from "~/platform/structured-data";
import { PageHero } from "~/ui/page-hero";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { ContactFormSchema } from "~/features/inbox/contact-schema";
import { submitContactMessage } from "~/features/inbox/contacts.server";
import { handleForm } from "~/platform/forms/forms.server";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    "Contatti",
    "Scrivici per informazioni sui corsi, iscrizioni e collaborazioni: sede a Potenza, email, telefono e modulo di contatto.",
  ),
  ...(loaderData?.faqJsonLd ? [{ "script:ld+json": loaderData.faqJsonLd }] : []),
];

/** Spec §2 /contatti, §5 contact form, §7: stored first, then e-mailed by the outbox. */
export async function action(args: Route.ActionArgs) {
  const app = args.context.get(appContext);
  return handleForm(args, {
    label: "contact form",
    schema: ContactFormSchema,
    rateLimit: { keyPrefix: "contact-ip" },
    unreadableMessage: CONTACT_ERROR,
    failureMessage: CONTACT_ERROR,
    submit: async (input) => {
      await submitContactMessage(app, input);
      return {};
    },
  });
}

/** The FAQ of the page (records of /admin/faq) and its FAQPage JSON-LD. */
export async function loader({ context }: Route.LoaderArgs) {
  const faq = await listFaq(context.get(appContext).database.db, "contatti");
  return { faq, faqJsonLd: faq.length ? faqPage(faq) : null };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactsPage faq={loaderData.faq} result={actionData} />;
}

/**
 * Spec §4/§8: when the submission itself fails (network down, a proxy error)
 * the visitor sees the form's error message, not a broken page.
 */
export function ErrorBoundary() {
  return (
    <>
      <PageHero title="Contatti" kicker="Siamo a Potenza" />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <FormStatus tone="error">{CONTACT_ERROR}</FormStatus>
        <a
          href="/contatti"
          className="inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Torna al modulo di contatto
        </a>
      </div>
    </>
  );
}
