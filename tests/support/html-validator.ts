import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { inject } from "vitest";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The JVM's flags for the checker. A browser run asks it for about a hundred
 * checks: with only the quick compiler (C1) the JVM spends half the CPU it spent
 * with C2 compiling its hot code for a long life it never has (13.9 against 6.3
 * core-seconds for start-up and 80 checks, each check as quick; decision 052).
 * Its schema loading recurses deeply, and C1's frames overflow the default 1 MB
 * thread stack there: 16 MB.
 */
const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-Xss16m"];

/**
 * Starts the W3C Nu HTML Checker (vnu-jar, on the machine's Java) as a local
 * web service for the whole browser run (tests/setup/e2e-shared.ts): one JVM
 * that warms up once, instead of one JVM per check, which cost about 3 s of CPU
 * each. Returns at once; `validateHtml` waits until the service answers.
 */
export async function startHtmlValidator() {
  const port = await freePort();
  const java = spawn(
    "java",
    [
      ...JVM_FLAGS,
      "-Dnu.validator.servlet.bind-address=127.0.0.1",
      "-cp",
      VNU_JAR,
      "nu.validator.servlet.Main",
      String(port),
    ],
    { stdio: "ignore" },
  );
  return {
    url: `http://127.0.0.1:${port}/?out=json`,
    stop: () => {
      java.kill();
    },
  };
}

/** Posts one document to the checker, waiting up to a minute for it to start. */
async function check(url: string, html: string): Promise<VnuMessage[]> {
  const giveUp = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "text/html; charset=utf-8" },
        body: html,
      });
      if (!response.ok) throw new Error(`HTML checker answered ${response.status}`);
      return ((await response.json()) as { messages: VnuMessage[] }).messages;
    } catch (error) {
      const refused = (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
      if (!refused || Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Validates HTML documents with the W3C Nu HTML Checker started for this run.
 * Returns the errors, each naming its page.
 */
export async function validateHtml(
  pages: Array<{ name: string; html: string }>,
): Promise<string[]> {
  const url = inject("htmlValidatorUrl");
  const errors: string[] = [];
  for (const page of pages) {
    for (const m of await check(url, page.html)) {
      if (m.type !== "error" && m.subType !== "fatal") continue;
      errors.push(`${page.name}:${m.lastLine ?? "?"} ${m.message} «${(m.extract ?? "").trim()}»`);
    }
  }
  return errors;
}
