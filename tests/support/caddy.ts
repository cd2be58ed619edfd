import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Is Debian's `caddy` on this machine? (`.ci/run` installs it.) */
export function caddyAvailable(): boolean {
  return spawnSync("caddy", ["version"]).status === 0;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type CaddyFront = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's internal root certificate (PEM file), for clients to trust. */
  rootCertFile: string;
  output(): string;
  stop(): Promise<void>;
  process: ChildProcess;
};

/**
 * Runs `caddy run` with deploy/Caddyfile for https://localhost on the given
 * ports with `tls internal`, proxying to `upstream`. Caddy's data and config go
 * to a temporary folder (XDG_*), its admin endpoint is off: the system is never
 * touched. Resolves once HTTPS answers.
 */
export async function startCaddy(opts: {
  upstream: string;
  httpPort: number;
  httpsPort: number;
}): Promise<CaddyFront> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-caddy-"));
  const child = spawn("caddy", ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      SITE_HOST: "localhost",
      CADDY_TLS: "internal",
      UPSTREAM: opts.upstream,
      CADDY_HTTP_PORT: String(opts.httpPort),
      CADDY_HTTPS_PORT: String(opts.httpsPort),
      HTTPS_PORT_SUFFIX: `:${opts.httpsPort}`,
      CADDY_ADMIN: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const rootCertFile = path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) throw new Error(`caddy did not answer in 30 s:\n${out}`);
    if (fs.existsSync(rootCertFile)) {
      const ok = await httpsRequest(`https://localhost:${opts.httpsPort}/healthz`, {
        ca: fs.readFileSync(rootCertFile),
      }).then(
        (res) => res.status > 0,
        () => false,
      );
      if (ok) break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    httpPort: opts.httpPort,
    httpsPort: opts.httpsPort,
    rootCertFile,
    process: child,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Header lines as received: a header sent twice appears twice. */
  rawHeaders: string[];
  body: Buffer;
};

/** One HTTPS request trusting `ca` (Node's fetch cannot take a CA per request). */
export function httpsRequest(
  url: string,
  opts: {
    ca: Buffer;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      { method: opts.method ?? "GET", headers: opts.headers, ca: opts.ca, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(opts.body);
  });
}
