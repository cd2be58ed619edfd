import { useMemo, useSyncExternalStore } from "react";

/**
 * The page's URL for an island (docs/decisions/036), which runs without React
 * Router: read from `window.location`, written with the History API, and
 * followed through back and forward (`popstate`). On the server, and while
 * hydrating, it is the URL the page was rendered for (`initial`).
 */
export type HistoryLocation = {
  pathname: string;
  search: string;
  /** New at each push or replace, so a component can tell two visits of the same URL apart. */
  key: string;
  /** What the navigation that made this entry passed as `state`. */
  state: unknown;
  /** Whether this entry was reached by back or forward. */
  pop: boolean;
};

const listeners = new Set<() => void>();
let current: HistoryLocation | null = null;

function read(pop: boolean): HistoryLocation {
  const entry = (window.history.state ?? {}) as { key?: string; usr?: unknown };
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    key: entry.key ?? "default",
    state: entry.usr ?? null,
    pop,
  };
}

function onPopState() {
  current = read(true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("popstate", onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
  };
}

function getSnapshot(): HistoryLocation {
  current ??= read(false);
  return current;
}

/** Goes to `to` (same document): a new history entry, or the current one replaced. */
function navigateInPage(
  to: string,
  { replace = false, state }: { replace?: boolean; state?: unknown } = {},
) {
  const key = Math.random().toString(36).slice(2, 10);
  if (replace) window.history.replaceState({ key, usr: state }, "", to);
  else window.history.pushState({ key, usr: state }, "", to);
  current = read(false);
  for (const listener of listeners) listener();
}

/** The current location, and `navigate` to change it; `initial` is the rendered URL (path and query). */
export function useHistoryLocation(initial: string) {
  const serverSnapshot = useMemo((): HistoryLocation => {
    const url = new URL(initial, "http://localhost");
    return { pathname: url.pathname, search: url.search, key: "default", state: null, pop: false };
  }, [initial]);
  const location = useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
  return { location, navigate: navigateInPage };
}
