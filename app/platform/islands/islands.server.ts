import manifest from "virtual:islands-manifest";
import type { IslandAssets } from "~/platform/islands/island-assets";

/**
 * The island entries' built files (docs/decisions/036): the islands build
 * (vite.islands.config.ts) writes them to islands.json, which the server build
 * embeds (the islands plugin in vite.config.ts). Empty in development.
 */
export function islandAssets(entry: string): IslandAssets | undefined {
  return manifest[entry];
}
