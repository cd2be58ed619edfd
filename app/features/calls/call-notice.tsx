import { CalendarClock, CircleCheck, CircleX, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { CallView } from "~/features/calls/calls";
import type { CallStatus } from "~/features/calls/call-status";

type Props = {
  status: CallStatus;
  /** e.g. "Il bando MOVE 2025". */
  subject: string;
  /** The call's dates as people read them. */
  call: Pick<CallView, "deadlineLabel" | "opensLabel" | "contactByLabel">;
  /** Light text for dark backgrounds is not needed: the notice draws its own box. */
  className?: string;
};

const LOOKS: Record<CallStatus, { box: string; dot: string; icon: LucideIcon; heading: string }> = {
  closed: {
    box: "border-red-300 bg-red-50 text-red-950",
    dot: "bg-red-600",
    icon: CircleX,
    heading: "Bando chiuso",
  },
  open: {
    box: "border-green-300 bg-green-50 text-green-950",
    dot: "bg-green-600",
    icon: CircleCheck,
    heading: "Bando aperto",
  },
  upcoming: {
    box: "border-amber-300 bg-amber-50 text-amber-950",
    dot: "bg-amber-500",
    icon: CalendarClock,
    heading: "Bando di prossima apertura",
  },
};

/**
 * Whether a dated call is open, at a glance. The status comes from the loader
 * (server clock, Europe/Rome instants), never from the visitor's clock.
 */
export function CallNotice({
  status,
  subject,
  call: { deadlineLabel, opensLabel, contactByLabel },
  className = "",
}: Props) {
  const { box, icon: Icon, heading } = LOOKS[status];
  return (
    <aside
      aria-label="Stato del bando"
      data-call-status={status}
      className={`rounded-2xl border-2 p-5 ${box} ${className}`}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="h-6 w-6 shrink-0" />
        {heading}
      </p>
      {status === "closed" ? (
        <p className="mt-2">
          {subject} si è chiuso il {deadlineLabel}: non è più possibile presentare domanda. Le
          informazioni restano qui per consultazione.{" "}
          <Link to="/contatti" className="font-semibold underline underline-offset-2">
            Contattaci per prepararti alla prossima edizione
          </Link>
          .
        </p>
      ) : status === "open" ? (
        <p className="mt-2">
          {subject} è aperto: la scadenza è il {deadlineLabel}.
          {contactByLabel ? (
            <> Ti consigliamo di contattarci entro il {contactByLabel} per preparare la domanda.</>
          ) : null}
        </p>
      ) : (
        <p className="mt-2">
          {subject} apre il {opensLabel} e chiude il {deadlineLabel}. Contattaci fin d'ora per
          arrivare pronto all'apertura.
        </p>
      )}
    </aside>
  );
}

/** A call page's notice under its hero, in the page's width; nothing while the call has no record. */
export function PageCallNotice({ call, subject }: { call: CallView | null; subject: string }) {
  return call ? (
    <div className="mx-auto max-w-7xl px-4 pt-10">
      <CallNotice status={call.status} subject={subject} call={call} />
    </div>
  ) : null;
}

/** A one-line status pill for a hero, linking to the call's section. */
export function CallBadge({
  status,
  href,
  deadlineLabel,
  opensLabel,
}: {
  status: CallStatus;
  href: string;
  deadlineLabel: string;
  opensLabel?: string;
}) {
  const text =
    status === "closed"
      ? `Bando chiuso il ${deadlineLabel}`
      : status === "open"
        ? `Bando aperto fino al ${deadlineLabel}`
        : `Bando in apertura il ${opensLabel}`;
  return (
    <a
      href={href}
      data-call-badge={status}
      className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-slate-900 shadow-sm hover:bg-brand-50"
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${LOOKS[status].dot}`} />
      {text}
    </a>
  );
}
