import { CtaBand } from "~/ui/cta-band";
import { PartnerCard } from "~/features/pages/info/partner-card";
import { InfoSection } from "~/ui/section";
import { PageHero } from "~/ui/page-hero";
import { MOBILITY_SERVICES, PARTNER_AGENCIES } from "~/features/pages/info/partners-content";
import { pageMeta } from "~/platform/meta";

export const meta = () =>
  pageMeta(
    "ETN World",
    "Le 8 agenzie partner della rete ETN World in Italia, Irlanda, Regno Unito, Spagna, Germania, Bulgaria, Portogallo e Grecia, e i servizi per la mobilità.",
  );

export default function Network() {
  return (
    <>
      <PageHero title="La rete ETN World" kicker="8 agenzie in Europa">
        <p>
          Otto agenzie partner in otto Paesi europei, una in Italia e sette all'estero, seguono
          docenti e studenti prima, durante e dopo la mobilità.
        </p>
      </PageHero>

      <InfoSection
        id="agenzie"
        title="Le agenzie partner"
        intro="Ogni agenzia conosce le scuole, le famiglie ospitanti e le aziende della sua città: è il vostro punto di riferimento a destinazione."
      >
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {PARTNER_AGENCIES.map((partner) => (
            <li key={partner.name}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="servizi" title="I nostri servizi" tone="muted">
        <div className="grid gap-6 md:grid-cols-3">
          {MOBILITY_SERVICES.map((column, index) => (
            <section
              key={column.title}
              aria-labelledby={`servizi-${index}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`servizi-${index}`} className="text-lg font-bold text-brand-900">
                <span aria-hidden="true" className="mr-2 text-accent-600">
                  {index + 1}.
                </span>
                {column.title}
              </h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </InfoSection>

      <CtaBand
        id="consulenza"
        title="Prenota una consulenza gratuita di 30 minuti"
        action="Prenota la consulenza"
      >
        In mezz'ora valutiamo con te destinazione, tempi e finanziamenti possibili per la mobilità
        della tua scuola. Senza impegno.
      </CtaBand>
    </>
  );
}
