#!/usr/bin/env node
// npm run durability [-- --contacts 40 --registrations 10]
//
// Starts the built server (BUILD_DIR, default build/) on PGlite with a throwaway
// DATA_DIR on the disk, under `strace -f`, and counts the calls that flush data
// to stable storage (fsync, fdatasync, sync_file_range, msync) made while it
// acknowledges N contact requests and M registrations (each with a receipt),
// one at a time. Then, without strace, the rate of contact submissions with 8
// concurrent clients. Prints one summary; exit code 1 when an acknowledged
// submission made no flush at all. Needs `strace` (apt-get install -y strace).
/* global AbortSignal, URLSearchParams, FormData, File */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "./lib/node-flags.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const CONTACTS = option("contacts", 40);
const REGISTRATIONS = option("registrations", 10);
const RATE_SECONDS = option("seconds", 10);
const SYNC_CALLS = ["fsync", "fdatasync", "sync_file_range", "msync"];
const buildDir = process.env.BUILD_DIR ?? "build";

if (spawnSync("strace", ["-V"]).status !== 0) {
  console.error("strace non trovato: apt-get install -y strace");
  process.exit(2);
}
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`Nessuna build in ${buildDir}/: esegui prima npm run build`);
  process.exit(2);
}

// Under the checkout, not /tmp: /tmp may be a tmpfs, where fsync costs nothing.
const workDir = fs.mkdtempSync(path.join(process.cwd(), ".durability-"));
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let ipCounter = 0;

/** Starts the server, optionally under strace; resolves with its URL. */
async function startServer(dataDir, traceFile) {
  const node = [process.execPath, ...serverNodeFlags(), "server.js"];
  const [cmd, ...argv] = traceFile
    ? ["strace", "-f", "-qq", "-e", `trace=${SYNC_CALLS.join(",")}`, "-o", traceFile, ...node]
    : node;
  const child = spawn(cmd, argv, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      MAILERLITE_TOKEN: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  const url = await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      const match = out.match(/Sito in ascolto su (http:\/\/\S+)/);
      if (match) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", resolve);
        // The server itself (under strace, the child is strace): its pid is in DATA_DIR/.server.json.
        const control = JSON.parse(fs.readFileSync(path.join(dataDir, ".server.json"), "utf8"));
        process.kill(control.pid, "SIGTERM");
      }),
  };
}

/** One submission, from its own address (X-Forwarded-For is trusted from loopback). */
async function submit(url, kind, n) {
  const ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;
  const headers = { Origin: url, "X-Forwarded-For": ip };
  let res;
  if (kind === "contact") {
    res = await fetch(`${url}/contatti`, {
      method: "POST",
      headers,
      signal: AbortSignal.timeout(15_000),
      body: new URLSearchParams({
        name: "Prova di durabilità",
        email: `durabile${n}@example.org`,
        subject: "Informazioni sui corsi",
        message: `Richiesta di prova ${n}: vorrei informazioni sui corsi.`,
        privacy: "on",
        "bot-field": "",
      }),
    });
    const body = await res.text();
    if (!body.includes("Grazie per averci contattato")) throw new Error(`contact ${res.status}`);
  } else {
    const form = new FormData();
    const fields = {
      "form-name": "cedils-registration",
      "bot-field": "",
      fullName: "Prova Durabilità",
      fiscalCode: "RSSMRA85T10A562S",
      email: `iscritto${n}@example.org`,
      phone: "333 1234567",
      address: "Via Pretoria 1, 85100",
      city: "Potenza",
      schoolType: "Scuola Primaria",
      laureaType: "Magistrale",
      laureaIn: `Lettere ${n}`,
      isAnilsMember: "No",
      privacy: "on",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("paymentReceipt", new File([PDF], "ricevuta.pdf", { type: "application/pdf" }));
    res = await fetch(`${url}/iscrizione-cedils`, {
      method: "POST",
      headers,
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    if (!body.includes("Grazie per la tua iscrizione"))
      throw new Error(`registration ${res.status}`);
  }
}

/** Flush calls per syscall name in the trace, from line `from` on. */
function countCalls(traceFile, from = 0) {
  const lines = fs.readFileSync(traceFile, "utf8").split("\n");
  const counts = Object.fromEntries(SYNC_CALLS.map((name) => [name, 0]));
  for (const line of lines.slice(from)) {
    const match = line.match(/^\d+\s+(\w+)\(/);
    if (match && match[1] in counts) counts[match[1]]++;
  }
  return { counts, lines: lines.length - 1 };
}

const total = (counts) => Object.values(counts).reduce((a, b) => a + b, 0);

let traced;
let plain;
try {
  // 1. Flushes per acknowledged submission, under strace.
  const traceFile = path.join(workDir, "strace.txt");
  traced = await startServer(path.join(workDir, "data-trace"), traceFile);
  await submit(traced.url, "contact", 0); // warm-up: first WAL writes, caches
  await submit(traced.url, "registration", 0);
  await new Promise((r) => setTimeout(r, 300));
  const before = countCalls(traceFile).lines;
  for (let i = 1; i <= CONTACTS; i++) await submit(traced.url, "contact", i);
  await new Promise((r) => setTimeout(r, 300));
  const afterContacts = countCalls(traceFile, before);
  const mid = countCalls(traceFile).lines;
  for (let i = 1; i <= REGISTRATIONS; i++) await submit(traced.url, "registration", i);
  await new Promise((r) => setTimeout(r, 300));
  const afterRegs = countCalls(traceFile, mid);
  await traced.stop();

  // 2. Throughput of contact submissions, 8 clients, without strace.
  plain = await startServer(path.join(workDir, "data-rate"));
  await submit(plain.url, "contact", 0);
  let done = 0;
  const deadline = Date.now() + RATE_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < deadline) await submit(plain.url, "contact", ++done);
    }),
  );
  await plain.stop();

  const perContact = total(afterContacts.counts) / CONTACTS;
  const perRegistration = total(afterRegs.counts) / REGISTRATIONS;
  const fmt = (c) =>
    Object.entries(c)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  console.log(`Durabilità PGlite (build: ${buildDir}, DATA_DIR su ${os.platform()} disco locale)`);
  console.log(`  ${CONTACTS} richieste di contatto: ${fmt(afterContacts.counts)}`);
  console.log(`    → ${perContact.toFixed(2)} flush per richiesta confermata`);
  console.log(`  ${REGISTRATIONS} iscrizioni con ricevuta: ${fmt(afterRegs.counts)}`);
  console.log(`    → ${perRegistration.toFixed(2)} flush per iscrizione confermata`);
  console.log(
    `  richieste di contatto al secondo (8 client, ${RATE_SECONDS} s, senza strace): ${(done / RATE_SECONDS).toFixed(1)}`,
  );
  if (perContact < 1 || perRegistration < 1) {
    console.log("  ATTENZIONE: una risposta confermata senza alcun flush su disco.");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await traced?.stop();
  await plain?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
