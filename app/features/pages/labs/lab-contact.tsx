import { Mail, Phone } from "lucide-react";
import { telHref, useSite } from "~/features/settings/site";

/** The AI Evolution Lab's own e-mail and phone, as a card. */
export function LabContactCard({ className }: { className: string }) {
  const { lab } = useSite();
  return (
    <address className={className}>
      <p className="font-bold text-brand-900">{lab.name}</p>
      <p className="flex items-center gap-2">
        <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <a
          href={`mailto:${lab.email}`}
          className="break-all text-brand-700 underline underline-offset-2"
        >
          {lab.email}
        </a>
      </p>
      <p className="flex items-center gap-2">
        <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" />
        <a href={telHref(lab.phone)} className="text-brand-700 underline underline-offset-2">
          {lab.phone}
        </a>
      </p>
    </address>
  );
}
