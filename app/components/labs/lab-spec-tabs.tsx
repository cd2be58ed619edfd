import { Check, Users } from "lucide-react";
import { IconList } from "~/components/ui/icon-list";
import { useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  DEFAULT_LAB_SPEC_TAB,
  LAB_SPEC_TAB_LABELS,
  LAB_SPEC_TABS,
  LAB_SPECS,
  type LabSpecTab,
} from "~/content/lab-specs";
import { tabForKey, tabFromHash } from "~/lib/lab-tabs";

const subscribeNothing = () => () => {};

/**
 * The four tabs of /caratteristiche-lab as a WAI-ARIA tab list: arrow keys,
 * Home and End move between tabs (automatic activation), the selected tab is
 * kept in the URL hash so it can be linked (#robotics).
 */
export function LabSpecTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  // The server never sees the hash: it renders the default tab, and so does
  // hydration; from then on the URL hash is the state.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const selected = hydrated ? tabFromHash(location.hash) : DEFAULT_LAB_SPEC_TAB;
  const tabRefs = useRef<Partial<Record<LabSpecTab, HTMLButtonElement | null>>>({});

  const select = (tab: LabSpecTab, focus: boolean) => {
    void navigate({ hash: tab }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Categorie di dotazioni"
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {LAB_SPEC_TABS.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-selected={isSelected}
              aria-controls={`pannello-${tab}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab, false)}
              onKeyDown={onKeyDown}
              className={`rounded-full px-4 py-2 font-semibold ${
                isSelected
                  ? "bg-brand-700 text-white shadow-sm"
                  : "bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {LAB_SPEC_TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      {LAB_SPEC_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`pannello-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={tab !== selected}
          tabIndex={0}
          className="pt-8"
        >
          <ul className="grid gap-6 lg:grid-cols-3">
            {LAB_SPECS[tab].map((item) => (
              <li key={item.name}>
                <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <h3 className="text-xl font-bold text-brand-900">{item.name}</h3>
                  <ul aria-label="Specifiche" className="mt-3 flex flex-wrap gap-2">
                    {item.specs.map((spec) => (
                      <li
                        key={spec}
                        className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
                      >
                        {spec}
                      </li>
                    ))}
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
        </div>
      ))}
    </div>
  );
}
