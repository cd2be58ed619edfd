import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/**
 * Zopfli takes seconds on the largest chunks (the staff editor, loaded on demand
 * in the admin area): those get zlib's level 9, a few percent larger.
 */
const ZOPFLI_MAX_BYTES = 400 * 1024;

/**
 * Writes a brotli (quality 11) and a gzip (Zopfli: about 3 % smaller than
 * zlib's best, and readable by every browser) copy beside each hashed client asset, once at build time.
 * The server sends them as they are (server/app.ts), so no request pays for
 * compression and every phone gets the smallest file it can decode.
 *
 * An asset the current release already has with the same bytes (a rebuild, or an
 * upgrade that leaves most chunks alone) takes that release's copies instead of
 * being compressed again: compressing all of them costs about 16 seconds of CPU
 * (Zopfli 12, brotli 4; decision 052).
 */
export function precompressAssets(
  /** The release being served (scripts/lib/releases.mjs), whose copies a new build may reuse. */
  currentRelease = "build",
): Plugin {
  return {
    name: "scuola:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith("assets/") && COMPRESSIBLE.test(name),
      );
      const previous = await previousClient(path.join(currentRelease, "client"), dir);
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const body = await fs.readFile(file);
          if (previous && (await reusedCopies(body, path.join(previous, name), file))) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            body.length <= ZOPFLI_MAX_BYTES
              ? gzipAsync(body, { numiterations: 5 })
              : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // Even a small route chunk gains from compression; a copy that would not be smaller is left out.
          await Promise.all([
            br.length < body.length && fs.writeFile(`${file}.br`, br),
            gz.length < body.length && fs.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

/** The current release's client folder, unless there is none or this build writes into it. */
async function previousClient(client: string, dir: string): Promise<string | undefined> {
  const [current, target] = await Promise.all([
    fs.realpath(client).catch(() => undefined),
    fs.realpath(dir),
  ]);
  return current && current !== target ? current : undefined;
}

/**
 * Copies `previous`'s brotli and gzip copies beside `file` when `previous` holds
 * exactly `body`; false (nothing copied) when it differs or misses a copy.
 */
async function reusedCopies(body: Buffer, previous: string, file: string): Promise<boolean> {
  const before = await fs.readFile(previous).catch(() => undefined);
  if (!before?.equals(body)) return false;
  const copies = [".br", ".gz"].filter((ext) => existsSync(previous + ext));
  // A copy that was not smaller was never written (writeBundle); without either, compress anew.
  if (copies.length === 0) return false;
  await Promise.all(copies.map((ext) => fs.copyFile(previous + ext, file + ext)));
  return true;
}
