#!/usr/bin/env node
// Finds Debian's Chromium for the browser tests, installing it with apt-get when
// we are root and it is missing. `npx playwright install` cannot work here: the
// only sources are the npm registry and Debian's packages.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Path of a usable Chromium, or undefined. */
export function chromiumPath() {
  return CANDIDATES.find((p) => p && existsSync(p));
}

/** The HTML validity tests run the W3C checker (vnu-jar) on Java. */
function ensureJava(isRoot) {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return;
  if (!isRoot) {
    console.error(
      "Java non trovato (serve al validatore HTML). Installalo con: sudo apt-get install -y default-jre-headless",
    );
    process.exit(1);
  }
  console.log(
    "Java non trovato: lo installo con apt-get (pacchetto Debian 'default-jre-headless')…",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], {
    stdio: "inherit",
    env,
  });
}

function main() {
  ensureJava(typeof process.getuid === "function" && process.getuid() === 0);
  ensureChromium();
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
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "Chromium non trovato. Installalo con: sudo apt-get update && sudo apt-get install -y chromium\n" +
        "(oppure imposta CHROMIUM_PATH sul percorso di un Chromium già installato).",
    );
    process.exit(1);
  }
  console.log("Chromium non trovato: lo installo con apt-get (pacchetto Debian 'chromium')…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", "chromium", "fonts-liberation"],
    {
      stdio: "inherit",
      env,
    },
  );
  if (!chromiumPath()) {
    console.error("apt-get ha terminato ma /usr/bin/chromium non esiste.");
    process.exit(1);
  }
  console.log(`Chromium installato: ${chromiumPath()}`);
  return chromiumPath();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
