import fs from "node:fs";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/client.server";
import { contactMessages, enrolments, storedFiles } from "~/platform/db/schema";
import { receiptKey } from "~/platform/forms/uploads.server";
import { createEmptyPostgresDatabase } from "../support/db";
import { startServer } from "../support/server";
import { mixedLoad, type LoadReport } from "./load";

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 32;
/** The crash tests kill the server once this many submissions were acknowledged… */
const CRASH_AFTER_ACKNOWLEDGED = 5;
/** …or after this long at the latest. */
const CRASH_AT_LATEST_MS = 45_000;

function summary(
  label: string,
  report: LoadReport,
  stored: { contacts: number; registrations: number },
) {
  const line =
    `${label}: ${report.sent} richieste, stati ${JSON.stringify(report.byStatus)}, 5xx ${report.serverErrors}, ` +
    `errori di rete ${report.networkErrors}, risposta più lenta ${(report.slowestMs / 1000).toFixed(1)} s, contatti confermati/salvati ${report.acknowledgedContacts.length}/${stored.contacts}, ` +
    `iscrizioni confermate/salvate ${report.acknowledgedRegistrations.length}/${stored.registrations}`;
  console.log(line);
  fs.mkdirSync("reports", { recursive: true });
  fs.appendFileSync("reports/resilience.md", `- ${new Date().toISOString()} ${line}\n`);
}

/** Every acknowledged submission is in the database, and each registration's receipt is on disk. */
async function storedMarkers(
  database: Awaited<ReturnType<typeof openDatabase>>,
  report: LoadReport,
) {
  const contacts = await database.db
    .select({ message: contactMessages.message })
    .from(contactMessages)
    .where(like(contactMessages.message, "Richiesta di prova %"));
  const storedContacts = new Set(contacts.map((c) => c.message.match(/prova (\S+):/)?.[1]));
  // CEDILS registrations are enrolments with their fields in details (decision 049).
  const acknowledged = new Set(report.acknowledgedRegistrations.map((m) => `Lettere ${m}`));
  const regs = (
    await database.db
      .select({ details: enrolments.details, receiptFile: enrolments.fileKey })
      .from(enrolments)
  )
    .map((r) => ({ laureaIn: String(r.details.laureaIn ?? ""), receiptFile: r.receiptFile ?? "" }))
    .filter((r) => acknowledged.has(r.laureaIn));
  // Every acknowledged registration has its receipt, in the database (decision 040).
  for (const reg of regs) {
    const [file] = await database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.key, receiptKey(reg.receiptFile)));
    expect(file, reg.receiptFile).toBeDefined();
  }
  const missingContacts = report.acknowledgedContacts.filter((m) => !storedContacts.has(m));
  const storedRegs = new Set(regs.map((r) => r.laureaIn.replace("Lettere ", "")));
  const missingRegistrations = report.acknowledgedRegistrations.filter((m) => !storedRegs.has(m));
  return {
    missingContacts,
    missingRegistrations,
    contacts: storedContacts.size,
    registrations: regs.length,
  };
}

describe("load", () => {
  it(`a mixed load for ${LOAD_SECONDS} s at ${CONNECTIONS} connections: no 5xx, every acknowledged submission stored`, async () => {
    const server = await startServer({ LOG_LEVEL: "warn" });
    const report = await mixedLoad(() => server.url, {
      durationMs: LOAD_SECONDS * 1000,
      connections: CONNECTIONS,
      run: "load",
    });
    await server.stop();
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      const stored = await storedMarkers(database, report);
      summary("Carico", report, stored);
      expect(report.serverErrors).toBe(0);
      expect(report.networkErrors).toBe(0);
      expect(report.acknowledgedContacts.length).toBeGreaterThan(0);
      expect(report.acknowledgedRegistrations.length).toBeGreaterThan(0);
      expect(stored.missingContacts).toEqual([]);
      expect(stored.missingRegistrations).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// The two crashes are independent (a server and a database each): they run side
// by side, each under its own load, which only makes the crash harder to survive.
describe("crash", () => {
  it.concurrent.for([
    ["PGlite", false],
    ["PostgreSQL", true],
  ] as const)(
    "on %s: SIGKILL in the middle of the load: after a restart every acknowledged submission and upload is there",
    { timeout: 180_000 },
    async ([label, postgres], { skip }) => {
      if (postgres && !process.env.TEST_DATABASE_URL) skip("no TEST_DATABASE_URL");
      const pg = postgres ? await createEmptyPostgresDatabase() : undefined;
      const env = { LOG_LEVEL: "warn", ...(pg ? { DATABASE_URL: pg.url } : {}) };
      let server = await startServer(env);
      const dataDir = server.dataDir;
      let url = server.url;
      const controller = new AbortController();
      let acknowledged = 0;
      const loading = mixedLoad(() => url, {
        durationMs: CRASH_AT_LATEST_MS + 5_000,
        connections: CONNECTIONS,
        run: `crash${label}`,
        signal: controller.signal,
        onProgress: (r) => {
          acknowledged = r.acknowledgedContacts.length + r.acknowledgedRegistrations.length;
        },
      });
      // The kill falls in the middle of the load, with writes in flight: after
      // 8 s and once some submissions were acknowledged. A fixed 8 s was not
      // enough on a machine busy with the browser tests: the server had answered
      // 25 requests and acknowledged none.
      const started = Date.now();
      while (
        (Date.now() - started < 8_000 || acknowledged < CRASH_AFTER_ACKNOWLEDGED) &&
        Date.now() - started < CRASH_AT_LATEST_MS
      ) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await server.stop("SIGKILL");
      controller.abort();
      const report = await loading;

      // Restart on the same DATA_DIR (or database): it must open cleanly.
      server = await startServer({ ...env, DATA_DIR: dataDir });
      url = server.url;
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/corsi`)).status).toBe(200);
      await server.stop();

      const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir });
      try {
        const stored = await storedMarkers(database, report);
        summary(`Crash (${label})`, report, stored);
        expect(report.serverErrors).toBe(0);
        expect(
          report.acknowledgedContacts.length + report.acknowledgedRegistrations.length,
        ).toBeGreaterThan(0);
        expect(stored.missingContacts).toEqual([]);
        expect(stored.missingRegistrations).toEqual([]);
      } finally {
        await database.close();
        await pg?.drop();
      }
    },
  );
});
