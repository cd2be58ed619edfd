import { randomInt } from "node:crypto";
import { aContactRequest, aRegistration, registrationForm } from "../support/builders";

export type LoadReport = {
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  networkErrors: number;
  /** The longest wait for an answer, in milliseconds. */
  slowestMs: number;
  acknowledgedContacts: string[];
  acknowledgedRegistrations: string[];
};

const PAGES = [
  "/",
  "/corsi",
  "/corsi/chatgpt-docenza-docenti",
  "/news",
  "/news/corso-cedils-2025",
  "/chi-siamo",
  "/contatti",
  "/prezzi",
];
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/**
 * A mixed load: public pages, contact requests and CEDILS registrations (with a
 * receipt), from `connections` concurrent clients until `signal` aborts or the
 * time runs out. Each submission carries a unique marker; the ones the server
 * acknowledged with its success page are returned, so the caller can check
 * every one of them was stored. Each submission comes from its own address
 * (X-Forwarded-For, trusted from loopback), as real visitors would.
 */
export async function mixedLoad(
  baseUrl: () => string,
  options: {
    durationMs: number;
    connections: number;
    run: string;
    signal?: AbortSignal;
    /** Called after every answer (or network error) with the report so far. */
    onProgress?: (report: Readonly<LoadReport>) => void;
  },
): Promise<LoadReport> {
  const report: LoadReport = {
    sent: 0,
    byStatus: {},
    serverErrors: 0,
    networkErrors: 0,
    slowestMs: 0,
    acknowledgedContacts: [],
    acknowledgedRegistrations: [],
  };
  const deadline = Date.now() + options.durationMs;
  let counter = 0;

  const one = async () => {
    const n = counter++;
    const marker = `${options.run}-${n}`;
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const headers = { Origin: baseUrl(), "X-Forwarded-For": ip };
    const roll = randomInt(100);
    let kind: "page" | "contact" | "registration" = "page";
    let init: RequestInit & { path: string } = { path: PAGES[randomInt(PAGES.length)]!, headers };
    if (roll < 20) {
      kind = "contact";
      init = {
        path: "/contatti",
        method: "POST",
        headers,
        body: new URLSearchParams(
          aContactRequest({
            name: "Prova di carico",
            email: `carico${n}@example.org`,
            message: `Richiesta di prova ${marker}: vorrei informazioni sui corsi.`,
            "bot-field": "",
          }),
        ),
      };
    } else if (roll < 30) {
      kind = "registration";
      const form = registrationForm(
        aRegistration({
          fullName: "Prova Carico",
          email: `iscritto${n}@example.org`,
          laureaIn: `Lettere ${marker}`,
        }),
        { bytes: PDF, name: "ricevuta.pdf", type: "application/pdf" },
      );
      init = { path: "/iscrizione-cedils", method: "POST", headers, body: form };
    }
    report.sent++;
    const started = performance.now();
    try {
      // A visitor's browser waits minutes; 30 s is already far beyond a slow answer.
      // Beside the browser tests on a 2-core machine a few answers took over 15 s,
      // all of them stored: the client had given up, not the server.
      const res = await fetch(baseUrl() + init.path, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      const body = await res.text();
      report.slowestMs = Math.max(report.slowestMs, performance.now() - started);
      report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
      if (res.status >= 500) report.serverErrors++;
      if (
        res.status === 200 &&
        kind === "contact" &&
        body.includes("Grazie per averci contattato")
      ) {
        report.acknowledgedContacts.push(marker);
      }
      if (
        res.status === 200 &&
        kind === "registration" &&
        body.includes("Grazie per la tua iscrizione")
      ) {
        report.acknowledgedRegistrations.push(marker);
      }
    } catch {
      report.networkErrors++;
    }
    options.onProgress?.(report);
  };

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < deadline && !options.signal?.aborted) await one();
    }),
  );
  return report;
}
