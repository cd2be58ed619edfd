#!/usr/bin/env node
// Finds Debian's Chromium and its headless shell for the browser tests, installing
// them with apt-get when we are root and they are missing. `npx playwright install`
// cannot work here: the only sources are the npm registry and Debian's packages.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
const HEADLESS_SHELL = [
  process.env.CHROMIUM_HEADLESS_SHELL_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
];

const firstExisting = (paths) => paths.find((p) => p && existsSync(p));

const runningAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Runs apt-get without questions, its output shown; whether it succeeded. */
function aptGet(...args) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  return spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
}

/** Path of a usable Chromium (the whole browser: Lighthouse), or undefined. */
export function chromiumPath() {
  return firstExisting(CHROMIUM);
}

/**
 * What the browser tests run in: Chromium's headless shell (Debian's
 * chromium-headless-shell, the same Blink and V8 without the browser's user
 * interface layer, as Playwright itself runs headless tests), which needed about
 * 43 % less CPU than the whole browser for the same tests (docs/decisions/051);
 * the whole Chromium when the shell is missing or CHROMIUM_PATH names a browser.
 */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  return firstExisting(HEADLESS_SHELL) ?? chromiumPath();
}

/** The HTML validity tests run the W3C checker (vnu-jar) on Java. */
function ensureJava() {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return;
  if (!runningAsRoot()) {
    console.error(
      "Java non trovato (serve al validatore HTML). Installalo con: sudo apt-get install -y default-jre-headless",
    );
    process.exit(1);
  }
  console.log(
    "Java non trovato: lo installo con apt-get (pacchetto Debian 'default-jre-headless')…",
  );
  const installed =
    aptGet("update") && aptGet("install", "-y", "--no-install-recommends", "default-jre-headless");
  if (!installed) {
    console.error("apt-get non è riuscito a installare Java (default-jre-headless).");
    process.exit(1);
  }
}

function main() {
  ensureJava();
  ensureChromium();
  ensureHeadlessShell();
  console.log(`Browser dei test: ${testBrowserPath()}`);
}

/**
 * Installs Debian's chromium-headless-shell when it is missing and we are root;
 * without it the tests run in the whole Chromium, only slower.
 */
function ensureHeadlessShell() {
  if (firstExisting(HEADLESS_SHELL)) return;
  if (!runningAsRoot()) {
    console.log(
      "Suggerimento: con chromium-headless-shell i test nel browser usano molta meno CPU: " +
        "sudo apt-get install -y chromium-headless-shell",
    );
    return;
  }
  console.log("Installo chromium-headless-shell con apt-get (pacchetto Debian)…");
  const install = () =>
    aptGet("install", "-y", "--no-install-recommends", "chromium-headless-shell");
  // The package lists may be missing or older than the installed Chromium: refresh them once.
  if (!install() && !(aptGet("update") && install())) {
    console.log("chromium-headless-shell non installato: i test useranno Chromium.");
  }
}

/**
 * The path of Debian's Chromium, installed with apt-get first when it is
 * missing and we are root; otherwise says how to get it and exits.
 */
export function ensureChromium() {
  const found = chromiumPath();
  if (found) {
    console.log(`Chromium: ${found}`);
    return found;
  }
  if (!runningAsRoot()) {
    console.error(
      "Chromium non trovato. Installalo con: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n" +
        "(oppure imposta CHROMIUM_PATH sul percorso di un Chromium già installato).",
    );
    process.exit(1);
  }
  console.log("Chromium non trovato: lo installo con apt-get (pacchetto Debian 'chromium')…");
  aptGet("update");
  aptGet("install", "-y", "--no-install-recommends", "chromium", "fonts-liberation");
  if (!chromiumPath()) {
    console.error("apt-get ha terminato ma /usr/bin/chromium non esiste.");
    process.exit(1);
  }
  console.log(`Chromium installato: ${chromiumPath()}`);
  return chromiumPath();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
