import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../scripts/lib/node-flags.mjs";
import { startServer, type TestServer } from "../support/server";

// An upgrade builds into a new releases/<stamp>/ and switches the `build`
// symlink at the end (scripts/lib/releases.mjs): the server already running
// keeps serving its own files while the build runs and after it.
const usesReleases = !process.env.BUILD_DIR;

describe.skipIf(!usesReleases)("upgrade while the site is running", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    "a second build does not change what the running server serves",
    { timeout: 400_000 },
    async () => {
      const page = await (await fetch(`${server.url}/`)).text();
      const css = page.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
      const first = await fetch(server.url + css);
      expect(first.headers.get("content-type")).toMatch(/^text\/css/);
      const bytes = Buffer.from(await first.arrayBuffer());
      const before = fs.readlinkSync("build");
      // The running server marked its release, so no later build prunes it.
      expect(fs.existsSync(`${before}/.in-use/${server.process.pid}`)).toBe(true);

      // Build again while polling the stylesheet and the home page.
      const build = spawn("npx", ["react-router", "build"], {
        env: { ...process.env, NODE_ENV: "production" },
        stdio: "ignore",
      });
      const exited = new Promise<number | null>((resolve) => build.once("exit", resolve));
      let done = false;
      void exited.then(() => (done = true));
      const problems: string[] = [];
      let polls = 0;
      while (!done) {
        const res = await fetch(server.url + css);
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) problems.push(`status ${res.status}`);
        else if (!res.headers.get("content-type")?.startsWith("text/css"))
          problems.push(`type ${res.headers.get("content-type")}`);
        else if (!body.equals(bytes)) problems.push("different bytes");
        const home = await fetch(`${server.url}/`);
        await home.arrayBuffer();
        if (home.status !== 200) problems.push(`home ${home.status}`);
        polls++;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await exited).toBe(0);
      expect(polls).toBeGreaterThan(10);
      expect(problems).toEqual([]);
      // The symlink now points at the new release; the old one is kept for a rollback.
      expect(fs.readlinkSync("build")).not.toBe(before);
      expect(fs.existsSync(`${before}/client`)).toBe(true);
      const after = await fetch(server.url + css);
      expect(after.headers.get("content-type")).toMatch(/^text\/css/);
      expect(Buffer.from(await after.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  it("a second start on the same DATA_DIR refuses and leaves the running server alone", async () => {
    const second = spawn(process.execPath, [...serverNodeFlags(), "server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: server.dataDir,
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    second.stdout!.on("data", (d) => (out += d));
    second.stderr!.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).toBe(1);
    expect(out).toContain("Il sito è già in esecuzione su questo DATA_DIR");
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
