import { Award, BadgeCheck, CreditCard, FolderKanban, Globe2, History } from "lucide-react";
import type { STRENGTHS, StrengthIcon } from "~/features/pages/home/home-content";
import { HomeBand } from "~/features/pages/home/home-band";

const ICONS: Record<StrengthIcon, typeof Award> = {
  award: Award,
  history: History,
  "badge-check": BadgeCheck,
  folder: FolderKanban,
  globe: Globe2,
  "credit-card": CreditCard,
};

/** The six strengths of the home page (spec §2). */
export function Strengths({ items }: { items: typeof STRENGTHS }) {
  return (
    <HomeBand id="punti-di-forza" title="Perché sceglierci" className="bg-slate-50">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeBand>
  );
}
