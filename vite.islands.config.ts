import fs from "node:fs/promises";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { ISLAND_ENTRY_FILES, ISLAND_ROUTES } from "./app/platform/islands/hydration";
import type { IslandAssets } from "./app/platform/islands/island-assets";
import { precompressAssets } from "./scripts/precompress-plugin";

/**
 * The island entries of the pages that hydrate only their interactive parts
 * (docs/decisions/036): ISLAND_ENTRY_FILES, built after React Router's
 * client build into the same client/assets of the release (hashed, immutable,
 * precompressed). islands.json, beside client/ and server/, tells the server
 * each entry's file and the chunks it imports, for the page's
 * `<script type="module">` and preloads. `react-router build` runs this build
 * (the islands plugin in vite.config.ts), which gives it the client directory.
 */
const entries = [...new Set(Object.values(ISLAND_ROUTES))];

function islandsManifest(): Plugin {
  return {
    name: "scuola:islands-manifest",
    async writeBundle(options, bundle) {
      const manifest: Record<string, IslandAssets> = {};
      const importsOf = (file: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== "chunk") return [];
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          importsOf(imported, seen);
        }
        return [...seen];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        manifest[chunk.name.replace(/^island-/, "")] = {
          file: `/${chunk.fileName}`,
          imports: importsOf(chunk.fileName).map((file) => `/${file}`),
        };
      }
      // Beside the server build: {release}/islands.json, {release}/server/index.js.
      const file = path.join(options.dir!, "..", "islands.json");
      await fs.writeFile(file, JSON.stringify(manifest, null, 2));
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  mode: "production",
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic" } },
  define: { "import.meta.env.SSR": "false" },
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: Object.fromEntries(
        entries.map((name) => [`island-${name}`, ISLAND_ENTRY_FILES[name]]),
      ),
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        // react, react-dom and the scheduler in one chunk shared by every island entry.
        codeSplitting: {
          groups: [
            {
              name: "island-react",
              test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  plugins: [islandsManifest(), precompressAssets()],
});
