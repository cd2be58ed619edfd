// The page /contatti (spec §2) as a view: the route renders it, and so does
// the staff preview of a question of its FAQ (decision 047).
import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { FormPanel } from "~/ui/forms/public-form";
import { ContactForm } from "~/features/inbox/contact-form";
import { Island } from "~/platform/islands/island";
import { Faq } from "~/features/faq/public-api";
import type { FaqEntry } from "~/features/faq/public-api";
import { OfficeMap } from "~/features/inbox/office-map";
import { PageHero } from "~/ui/page-hero";
import { BandSection } from "~/ui/section";
import { telHref, useSite } from "~/platform/site";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function ContactsPage({
  faq,
  result,
}: {
  faq: readonly FaqEntry[];
  result?: ComponentProps<typeof ContactForm>["result"];
}) {
  const site = useSite();
  return (
    <>
      <PageHero title="Contatti" kicker="Siamo a Potenza">
        <p>
          Hai una domanda su un corso o vuoi proporci una collaborazione? Scrivici: la segreteria
          risponde a docenti, scuole e studenti. Per iscriverti, scegli l'edizione nella scheda del
          corso e compila il modulo online.
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
          <Island name="contact-form" component={ContactForm} props={{ result }} />
        </FormPanel>
      </div>

      {faq.length > 0 ? (
        <BandSection id="domande-frequenti" title="Domande frequenti" tinted narrow>
          <div className="mt-6">
            <Faq items={faq} />
          </div>
        </BandSection>
      ) : null}
    </>
  );
}

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
