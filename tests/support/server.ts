import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../scripts/lib/node-flags.mjs";

export type TestServer = {
  url: string;
  dataDir: string;
  /** Everything the server printed (JSON log lines included). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  process: ChildProcess;
};

/** Settings for a test server, on top of the test defaults below. */
export type ServerEnv = Record<string, string | undefined>;

/**
 * Starts the built production server (`node server.js`) on a free port with a
 * throwaway DATA_DIR, and resolves once it answers. Extra env (TEST_FAULTS,
 * TEST_NOW, DATABASE_URL, ADMIN_EMAIL…) is passed through; test hooks are on.
 */
export async function startServer(extraEnv: ServerEnv = {}): Promise<TestServer> {
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "scuola-e2e-"));
  const child = spawn(process.execPath, [...serverNodeFlags(), "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ALLOW_TEST_HOOKS: "1",
      DATABASE_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s:\n${out}`)),
      60_000,
    );
    const onData = () => {
      const match = out.match(/Sito in ascolto su (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((resolve) => {
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

/**
 * Runs `run` against a server of its own whose reads of `tables` fail (the
 * TEST_FAULTS seam, comma-separated table names), and stops it whatever happens.
 */
export async function withFailingReads(
  tables: string,
  run: (failing: TestServer) => Promise<void>,
): Promise<void> {
  const failing = await startServer({ TEST_FAULTS: tables });
  try {
    await run(failing);
  } finally {
    await failing.stop();
  }
}
