import { Award, BadgeCheck, CreditCard, FolderKanban, Globe2, History } from "lucide-react";
import type { STRENGTHS, StrengthIcon } from "~/content/home";

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
    <section aria-labelledby="punti-di-forza" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="punti-di-forza" className="text-3xl font-bold tracking-tight text-slate-900">
          Perché sceglierci
        </h2>
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
      </div>
    </section>
  );
}
