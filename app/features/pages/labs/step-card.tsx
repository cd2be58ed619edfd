import type { ReactNode } from "react";

/** How each kind of step looks: the card, the label above the title, the title's spacing. */
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

/** One step of a lab programme (an `<li>` of an ordered list): a label, its h3 and a sentence. */
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
