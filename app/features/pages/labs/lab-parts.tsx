// What the lab pages (and /fondi-basilicata) share.
import { ArrowRight, House, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { primaryButton, secondaryButton } from "~/ui/buttons";
import { telHref, useSite } from "~/platform/site";

/**
 * The AI Evolution Lab's own e-mail and phone as a card, beside the page's
 * actions (`children`: links, in a column). On a grey band the card is white.
 */
export function LabContacts({
  onMutedBand = false,
  children,
}: {
  onMutedBand?: boolean;
  children: ReactNode;
}) {
  const { lab } = useSite();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <address
        className={`space-y-3 rounded-2xl border border-slate-200 ${onMutedBand ? "bg-white " : ""}p-6 not-italic`}
      >
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
      <div className="flex flex-col items-start gap-3">{children}</div>
    </div>
  );
}

/** The page's call to action to get in touch: its text and address (`contactAction`, decision 047). */
export function ContactActionLink({ texts }: { texts: Record<string, string> }) {
  return (
    <Link to={texts.contactActionLink ?? "/contatti"} className={primaryButton}>
      {texts.contactAction}
    </Link>
  );
}

export function ForwardLink({
  to,
  label,
  primary = false,
}: {
  to: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Link to={to} className={primary ? primaryButton : secondaryButton}>
      {`${label} `}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

export function BackToLabLink() {
  return <ForwardLink to="/ai-evolution-lab" label="Torna all'AI Evolution Lab" />;
}

export function BackHomeLink() {
  return (
    <Link to="/" className={secondaryButton}>
      <House aria-hidden="true" className="h-4 w-4" /> Torna alla home
    </Link>
  );
}

const LOOKS = {
  /** A step of the lab's method: its number, read by sight only (the list is ordered). */
  method: {
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
    label: "text-3xl font-extrabold text-accent-600",
    labelHidden: true,
    heading: "mt-2 text-lg font-bold text-brand-900",
  },
  /** A week of the community's monthly cycle. */
  cycle: {
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
    label: "text-sm font-semibold tracking-wide text-accent-600 uppercase",
    labelHidden: false,
    heading: "mt-1 text-lg font-bold text-brand-900",
  },
  /** A phase of the 24-month path. */
  phase: {
    card: "rounded-2xl border-t-4 border-brand-700 bg-brand-50 p-6",
    label: "text-sm font-semibold text-brand-800",
    labelHidden: false,
    heading: "mt-1 text-lg font-bold text-brand-900",
  },
} as const;

type Props = { look: keyof typeof LOOKS; label: ReactNode; title: string; text: string };

/** One step of a lab programme: an `<li>` of an ordered list. */
export function StepCard({ look, label, title, text }: Props) {
  const classes = LOOKS[look];
  return (
    <li className={classes.card}>
      <p aria-hidden={classes.labelHidden || undefined} className={classes.label}>
        {label}
      </p>
      <h3 className={classes.heading}>{title}</h3>
      <p className="mt-2 text-slate-700">{text}</p>
    </li>
  );
}
