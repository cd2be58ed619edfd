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

/**
 * The release being served (`build` → r1), holding CHUNK with `content` and
 * copies marked `mark`: only a reuse can bring these exact bytes elsewhere.
 */
function servedRelease(root: string, content: Buffer, mark: string) {
  const dir = client(root, "r1", content);
  fs.writeFileSync(path.join(dir, `${CHUNK}.br`), `${mark} (brotli)`);
  fs.writeFileSync(path.join(dir, `${CHUNK}.gz`), `${mark} (gzip)`);
  fs.symlinkSync(path.join(root, "r1"), path.join(root, "build"));
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

/** CHUNK's brotli and gzip copies in `dir` are `content`, compressed by this build. */
function expectCompressed(dir: string, content: Buffer) {
  const { br, gz } = copies(dir);
  expect(zlib.brotliDecompressSync(br).equals(content)).toBe(true);
  expect(zlib.gunzipSync(gz).equals(content)).toBe(true);
}

describe("assets compressed at build time (scripts/precompress-plugin.ts)", () => {
  it("writes a brotli and a gzip copy of each asset when no release is being served", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("prima");
    const dir = client(root, "r1", content);
    await precompress(dir, path.join(root, "build"));
    expectCompressed(dir, content);
    expect(copies(dir).br.length).toBeLessThan(content.length);
  });

  it("takes the served release's copies of an asset with the same bytes, and compresses a changed one", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("uguale");
    servedRelease(root, content, "copia della release servita");

    const same = client(root, "r2", content);
    await precompress(same, path.join(root, "build"));
    expect(copies(same)).toEqual({
      br: Buffer.from("copia della release servita (brotli)"),
      gz: Buffer.from("copia della release servita (gzip)"),
    });

    const changedContent = body("cambiata");
    const changed = client(root, "r3", changedContent);
    await precompress(changed, path.join(root, "build"));
    expectCompressed(changed, changedContent);
  });

  it("compresses anew when the build writes into the served release itself", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-precompress-"));
    const content = body("stessa cartella");
    const dir = servedRelease(root, content, "copia di una build precedente");
    await precompress(dir, path.join(root, "build"));
    expectCompressed(dir, content);
  });
});
