import { createContext, useContext } from "react";

/** The built files of an island entry (build/islands.json, docs/decisions/036). */
export type IslandAssets = { file: string; imports: string[] };

/** Looks up an island entry's files; set by entry.server.tsx, absent in the browser. */
export const IslandAssetsContext = createContext<(entry: string) => IslandAssets | undefined>(
  () => undefined,
);

export function useIslandAssets(entry: string): IslandAssets | undefined {
  return useContext(IslandAssetsContext)(entry);
}

/**
 * What the island loader (root.tsx) waits for before it imports the entry: the
 * first contentful paint reported (where the browser reports paints), the
 * load event (the first pictures, the candidates for the largest paint), then
 * a frame. Until then the scripts would share the connection with what the
 * visitor is waiting to see (record 037). Text of an inline module.
 */
export const ISLAND_LOADER_WAIT = [
  "await Promise.all([",
  'new Promise((r) => PerformanceObserver.supportedEntryTypes.includes("paint") ? new PerformanceObserver((l, o) => { if (performance.getEntriesByName("first-contentful-paint").length) { o.disconnect(); r(); } }).observe({ type: "paint", buffered: true }) : r()),',
  'new Promise((r) => document.readyState === "complete" ? r() : addEventListener("load", r, { once: true }))',
  "]);",
  "await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));",
].join("");
