// Starts the built production server on a free port with a throwaway DATA_DIR,
// for the benchmark and Lighthouse scripts. Resolves when it answers.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "./node-flags.mjs";

export function build() {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("build failed");
}

export async function startProdServer(extraEnv = {}) {
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "scuola-bench-"));
  const t0 = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const url = await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/Sito in ascolto su (http:\/\/\S+)/);
      if (m) resolve(m[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Time from process start to the first successful answer.
  for (;;) {
    const res = await fetch(url + "/").catch(() => null);
    if (res?.ok) {
      await res.text();
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const firstAnswerMs = Math.round(performance.now() - t0);
  return {
    url,
    pid: child.pid,
    dataDir,
    firstAnswerMs,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
    },
    async stop({ keepData = false } = {}) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
