import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress-plugin";

const CHUNK = "assets/page-Ab12Cd34.js";
const body = (text: string) =>
  Buffer.from(`export const testo = ${JSON.stringify(text)};\n`.repeat(200));

/** A client folder holding CHUNK with `content`, as the client build writes it. */
function client(root: string, name: string, content: Buffer) {
  const dir = path.join(root, name, "client");
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, CHUNK), content);
  return dir;
}

/** Runs the plugin's writeBundle on `dir`, as Vite does after writing CHUNK there. */
async function precompress(dir: string, currentRelease: string) {
  const plugin = precompressAssets(currentRelease);
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => unknown;
  await writeBundle.call({}, { dir }, { [CHUNK]: { type: "chunk" } });
}

const copies = (dir: string) => ({
  br: fs.readFileSync(path.join(dir, `${CHUNK}.br`)),
  gz: fs.readFileSync(path.join(dir, `${CHUNK}.gz`)),
});

describe("assets compressed at build time (scripts/precompress-plugin.ts)", () => {
  it("writes a brotli and a gzip copy of each asset when no release is being served", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("prima");
    const dir = client(root, "r1", content);
    await precompress(dir, path.join(root, "build"));
    const { br, gz } = copies(dir);
    expect(zlib.brotliDecompressSync(br).equals(content)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(content)).toBe(true);
    expect(br.length).toBeLessThan(content.length);
  });

  it("takes the served release's copies of an asset with the same bytes, and compresses a changed one", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("uguale");
    const served = client(root, "r1", content);
    // Marked copies: only a reuse can bring these exact bytes into the new release.
    fs.writeFileSync(path.join(served, `${CHUNK}.br`), "copia brotli della release servita");
    fs.writeFileSync(path.join(served, `${CHUNK}.gz`), "copia gzip della release servita");
    fs.symlinkSync(path.join(root, "r1"), path.join(root, "build"));

    const same = client(root, "r2", content);
    await precompress(same, path.join(root, "build"));
    expect(copies(same)).toEqual({
      br: Buffer.from("copia brotli della release servita"),
      gz: Buffer.from("copia gzip della release servita"),
    });

    const changedContent = body("cambiata");
    const changed = client(root, "r3", changedContent);
    await precompress(changed, path.join(root, "build"));
    const { br, gz } = copies(changed);
    expect(zlib.brotliDecompressSync(br).equals(changedContent)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(changedContent)).toBe(true);
  });

  it("compresses anew when the build writes into the served release itself", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("stessa cartella");
    const dir = client(root, "r1", content);
    fs.writeFileSync(path.join(dir, `${CHUNK}.br`), "copia di una build precedente");
    fs.symlinkSync(path.join(root, "r1"), path.join(root, "build"));
    await precompress(dir, path.join(root, "build"));
    expect(zlib.brotliDecompressSync(copies(dir).br).equals(content)).toBe(true);
  });
});
