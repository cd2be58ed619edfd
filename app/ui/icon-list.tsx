// Lists of short items: with an icon as bullet, or as pills.
import type { LucideIcon } from "lucide-react";

type Props = {
  items: readonly string[];
  icon: LucideIcon;
  className?: string;
  /** The icon's classes (size, alignment, colour); by default a green check's. */
  iconClassName?: string;
};

/** A bulleted list whose bullets are a decorative icon (a check, an info sign). */
export function IconList({
  items,
  icon: Icon,
  className = "mt-4 space-y-2 text-slate-800",
  iconClassName = "mt-0.5 h-5 w-5 shrink-0 text-green-700",
}: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The pills' colours: on a dark (brand) band, or on a white card. */
const TONES = {
  dark: { bg: "bg-white/15", text: "text-white" },
  light: { bg: "bg-brand-50", text: "text-brand-900" },
} as const;

/** Short labels (a course's tags, a device's specifications) as rounded pills: the `<li>`s of a list. */
export function PillItems({ items, tone }: { items: readonly string[]; tone: keyof typeof TONES }) {
  const { bg, text } = TONES[tone];
  return items.map((item) => (
    <li key={item} className={`rounded-full ${bg} px-3 py-1 text-sm font-medium ${text}`}>
      {item}
    </li>
  ));
}
