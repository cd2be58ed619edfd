import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { readIslandProps } from "~/platform/islands/island";

/**
 * Hydrates the page's islands (docs/decisions/036): each `<div data-island>`
 * whose name is in `components`, with the props the server wrote beside it.
 * Once all of them have hydrated, `<html data-hydrated>` says so, as on a page
 * React Router hydrates (the browser tests wait for it before they click).
 */
export function hydrateIslands(
  // Each island's props are its own; the entry pairs a name with its component.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  components: Record<string, ComponentType<any>>,
) {
  const containers = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (element) => Object.hasOwn(components, element.dataset.island!),
  );
  let pending = containers.length;
  const hydrated = () => {
    pending -= 1;
    if (pending === 0) document.documentElement.dataset.hydrated = "";
  };
  for (const container of containers) {
    const name = container.dataset.island!;
    const Component = components[name]!;
    const props = readIslandProps<object>(document, name) ?? {};
    hydrateRoot(
      container,
      <Hydrated onHydrated={hydrated}>
        <Component {...props} />
      </Hydrated>,
    );
  }
}

/** Calls `onHydrated` once, after React has hydrated (and run the effects of) its children. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated();
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
