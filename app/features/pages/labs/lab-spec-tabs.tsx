import { Check, Users } from "lucide-react";
import { IconList, PillItems } from "~/ui/icon-list";
import {
  LAB_SPEC_TAB_LABELS,
  LAB_SPEC_TABS,
  LAB_SPECS,
  type LabSpecTab,
} from "~/features/pages/labs/lab-specs-content";
import { labTabHref } from "~/features/pages/labs/lab-tabs";

/**
 * The four tabs of /caratteristiche-lab, as links: each tab is an address
 * (`?tab=robotics#dotazioni`, the default tab without a query) rendered on the
 * server, so every tab's content is reachable without JavaScript, by keyboard
 * (Tab, Enter) and from a shared link; the page ships no script
 * (docs/decisions/034). The chosen link says so with aria-current.
 */
export function LabSpecTabs({ selected }: { selected: LabSpecTab }) {
  return (
    <div>
      <nav aria-label="Categorie di dotazioni" className="border-b border-slate-200 pb-3">
        <ul className="flex flex-wrap gap-2">
          {LAB_SPEC_TABS.map((tab) => {
            const isSelected = tab === selected;
            return (
              <li key={tab}>
                <a
                  href={labTabHref(tab)}
                  id={`tab-${tab}`}
                  aria-current={isSelected ? "page" : undefined}
                  className={`inline-block rounded-full px-4 py-2 font-semibold ${
                    isSelected
                      ? "bg-brand-700 text-white shadow-sm"
                      : "bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                  }`}
                >
                  {LAB_SPEC_TAB_LABELS[tab]}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section id={`pannello-${selected}`} aria-labelledby={`tab-${selected}`} className="pt-8">
        <ul className="grid gap-6 lg:grid-cols-3">
          {LAB_SPECS[selected].map((item) => (
            <li key={item.name}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{item.name}</h3>
                <ul aria-label="Specifiche" className="mt-3 flex flex-wrap gap-2">
                  <PillItems items={item.specs} tone="light" />
                </ul>
                <p className="mt-4 text-slate-700">{item.description}</p>
                <h4 className="mt-5 font-semibold text-slate-900">Cosa è incluso</h4>
                <IconList
                  items={item.included}
                  icon={Check}
                  className="mt-2 space-y-1 text-slate-700"
                  iconClassName="mt-1 h-4 w-4 shrink-0 text-green-700"
                />
                <p className="mt-5 flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
                  <Users aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>
                    <strong>Nella community: </strong>
                    {item.communityNote}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
