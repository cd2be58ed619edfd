import type { Config } from "@react-router/dev/config";
import { releaseDirectory, switchRelease } from "./scripts/lib/releases.mjs";

// Each build goes to a new releases/<stamp>/ and `build` is switched to it at the
// end, so a running server never sees half-written files (scripts/lib/releases.mjs).
// BUILD_DIR lets parallel test runs build side by side without clobbering each other.
const buildDirectory = releaseDirectory();

export default {
  ssr: true,
  buildDirectory,
  async buildEnd() {
    if (!process.env.BUILD_DIR) switchRelease(buildDirectory);
  },
} satisfies Config;
