import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./scripts/precompress-plugin";
import { starterDatabase } from "./scripts/starter-db-plugin";

// Modules every page loads together are kept in a few chunks instead of many tiny
// ones (fewer requests, less per-chunk overhead on a phone): the framework, and
// the common layout with the icons it uses.
const LAYOUT_ICONS =
  /lucide-react[\\/]dist[\\/]esm[\\/](?:icons[\\/](?:menu|x|chevron-down|mail|map-pin|phone)\.js|(?!icons[\\/]))/;

const ISLANDS_MODULE = "virtual:islands-manifest";

/**
 * After React Router's client build, the island entries (vite.islands.config.ts,
 * docs/decisions/036) are built into the same client/assets of the release, so
 * `react-router build` stays the one build command. The server build, which
 * follows, embeds their manifest as `virtual:islands-manifest` (empty in
 * development, where island pages hydrate with React Router).
 */
function islands(): Plugin {
  return {
    name: "scuola:islands",
    async closeBundle() {
      if (this.environment.config.command !== "build" || this.environment.name !== "client") return;
      // The release's client directory (react-router.config.ts), not `build`, which
      // still points at the previous release until the build ends.
      const outDir = this.environment.config.build.outDir;
      await build({ configFile: "vite.islands.config.ts", build: { outDir } });
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? `\0${ISLANDS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_MODULE}`) return undefined;
      if (this.environment.config.command !== "build") return "export default {};";
      const file = path.join(this.environment.config.build.outDir, "..", "islands.json");
      return `export default ${fs.readFileSync(file, "utf8")};`;
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    // The server build's entry is our Express app, which imports React Router's
    // virtual server build (pattern of React Router's node-custom-server template).
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // Bundled into the server build rather than resolved by Node at start:
      // drizzle-orm's hundreds of modules, each looking up its very large
      // package.json "exports", took 0.5 s of every start; lucide-react's ESM
      // entry imports all of its icons, where the site uses a few dozen.
      resolve: { noExternal: ["drizzle-orm", "lucide-react"] },
    },
    client: {
      build: {
        rolldownOptions: {
          // A feature's public module re-exports several of its modules; a page that
          // uses one of them must not ship the others. The features' modules run
          // nothing on import that another module relies on (no import is kept for
          // its effect alone), so an unused one is left out (decision 056).
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/app[\\/]features[\\/].*\.tsx?$/.test(id) || /\.island\.tsx$/.test(id),
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 3,
                },
                {
                  name: "layout",
                  test: (id: string) =>
                    LAYOUT_ICONS.test(id) ||
                    // The common layout (app/ui/layout/, its logo aside) and the helpers it uses.
                    /app[\\/](?:ui[\\/]layout[\\/](?!logo\.)|platform[\\/]site\.|platform[\\/](?:security[\\/]nonce|meta)\.)/.test(
                      id,
                    ),
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets(), islands(), starterDatabase()],
});
