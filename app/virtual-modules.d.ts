/** The island entries' built files, embedded by the islands plugin (vite.config.ts). */
declare module "virtual:islands-manifest" {
  import type { IslandAssets } from "~/platform/islands/island-assets";

  const manifest: Record<string, IslandAssets>;
  export default manifest;
}
