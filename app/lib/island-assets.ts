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
