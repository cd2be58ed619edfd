import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FormStatus } from "~/ui/forms/form-status";
import { FormPanel } from "~/ui/forms/public-form";
import type { Route } from "./+types/contacts";
import { CONTACT_ERROR, ContactForm } from "~/features/inbox/contact-form";
import { Island } from "~/platform/islands/island";
import { Faq } from "~/features/faq/faq-disclosures";
import { listFaq } from "~/features/faq/faq.server";
import { faqPage } from "~/platform/structured-data";
import { OfficeMap } from "~/features/inbox/office-map";
import { PageHero } from "~/ui/page-hero";
import { BandSection } from "~/ui/section";
import { appContext } from "~/context";
import { pageMeta } from "~/platform/meta";
import { telHref, useSite } from "~/features/settings/site";
import { ContactFormSchema } from "~/platform/forms/validation";
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

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** The FAQ of the page (records of /admin/faq, issue 26) and its FAQPage JSON-LD. */
export async function loader({ context }: Route.LoaderArgs) {
  const faq = await listFaq(context.get(appContext).database.db, "contatti");
  return { faq, faqJsonLd: faq.length ? faqPage(faq) : null };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHero title="Contatti" kicker="Siamo a Potenza">
        <p>
          Hai una domanda su un corso, vuoi iscriverti o proporci una collaborazione? Scrivici: la
          segreteria risponde a docenti, scuole e studenti.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-5">
        <section aria-labelledby="recapiti" className="lg:col-span-2">
          <h2 id="recapiti" className="text-2xl font-bold text-slate-900">
            I nostri recapiti
          </h2>
          <address className="mt-6 space-y-5 not-italic">
            <ContactLine icon={MapPin} label="Sede">
              {site.address.full}
            </ContactLine>
            <ContactLine icon={Mail} label="Email">
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </ContactLine>
            <ContactLine icon={Phone} label="Telefono">
              <a href={telHref(site.phone)} className={linkClass}>
                {site.phone}
              </a>
            </ContactLine>
          </address>
          <div className="mt-8">
            <Island
              name="office-map"
              component={OfficeMap}
              props={{
                lat: site.address.lat,
                lng: site.address.lng,
                name: site.name,
                address: site.address.full,
              }}
            />
          </div>
        </section>

        <FormPanel
          id="modulo-contatti-titolo"
          title="Scrivici"
          note="Tutti i campi sono obbligatori."
          className="lg:col-span-3"
        >
          <Island name="contact-form" component={ContactForm} props={{ result: actionData }} />
        </FormPanel>
      </div>

      {loaderData.faq.length > 0 ? (
        <BandSection id="domande-frequenti" title="Domande frequenti" tinted narrow>
          <div className="mt-6">
            <Faq items={loaderData.faq} />
          </div>
        </BandSection>
      ) : null}
    </>
  );
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

/** One of the school's contact details: an icon, what it is, the value. */
function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <p className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {children}
      </span>
    </p>
  );
}
