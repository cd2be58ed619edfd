import type { LucideIcon } from "lucide-react";

type Props = {
  items: readonly string[];
  icon: LucideIcon;
  /** The list's classes (spacing, colour). */
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
