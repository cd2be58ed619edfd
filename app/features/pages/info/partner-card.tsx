import { MapPin } from "lucide-react";
import {
  PARTNER_LOGO_PLACEHOLDER,
  type PartnerAgency,
} from "~/features/pages/info/partners-content";
import { ExternalLink } from "~/ui/external-link";

/**
 * The agency's logo; if it fails to load, the placeholder image with the
 * agency's name written over it (spec §2). Both are in the HTML, the fallback
 * hidden: the layout's inline script swaps them when the logo fails, so this
 * works on a page that ships no framework script (docs/decisions/034).
 */
export function PartnerLogo({ partner }: { partner: PartnerAgency }) {
  return (
    <div className="h-20 w-20 sm:h-24 sm:w-24">
      <img
        src={partner.logoUrl}
        alt={`Logo di ${partner.name}`}
        width={96}
        height={96}
        data-fallback=""
        suppressHydrationWarning
        className="h-20 w-20 sm:h-24 sm:w-24"
      />
      <div
        hidden
        suppressHydrationWarning
        className="relative h-20 w-20 sm:h-24 sm:w-24"
        data-logo-fallback=""
      >
        <img
          src={PARTNER_LOGO_PLACEHOLDER}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="h-20 w-20 sm:h-24 sm:w-24"
        />
        <span className="absolute inset-x-1 bottom-2 rounded bg-white/90 px-1 text-center text-[0.65rem] leading-tight font-semibold text-slate-900">
          {partner.name}
        </span>
      </div>
    </div>
  );
}

export function PartnerCard({ partner }: { partner: PartnerAgency }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-6">
      <PartnerLogo partner={partner} />
      <h3 className="mt-3 font-bold break-words text-brand-900 sm:text-lg">{partner.name}</h3>
      <p className="mt-1 text-sm text-slate-700 sm:text-base">
        <MapPin aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-2px]" />
        {partner.location}, {partner.country}
      </p>
      <ExternalLink
        href={partner.website}
        className="mt-auto inline-flex items-center gap-1 pt-3 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        Visita il sito<span className="sr-only"> di {partner.name}</span>
      </ExternalLink>
    </article>
  );
}
