import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the server renders and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
