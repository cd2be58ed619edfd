import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "../support/db";
import { startServer, type TestServer } from "../support/server";
import { startTcpProxy } from "../support/tcp-proxy";

// The site on PostgreSQL through a proxy the test can cut: a database outage
// without stopping the machine's shared PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL outage", () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const db = await createEmptyPostgresDatabase();
    dropDatabase = db.drop;
    const url = new URL(db.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await server?.stop();
    proxy?.close();
    await dropDatabase?.();
  });

  it("answers 503 with an Italian notice while the database is down and recovers without a restart", async () => {
    expect((await fetch(`${server.url}/corsi`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.cut();
    // Requests check the database at most once a second (availability.server.ts):
    // wait until a page that reads nothing answers with the outage notice.
    await expect
      .poll(async () => (await fetch(`${server.url}/chi-siamo`)).status, { timeout: 10_000 })
      .toBe(503);
    for (const path of ["/", "/corsi", "/news", "/chi-siamo"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(503);
      expect(await res.text()).toContain("Servizio momentaneamente non disponibile");
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    expect(server.process.exitCode).toBeNull();

    await proxy.restore();
    await expect
      .poll(async () => (await fetch(`${server.url}/corsi`)).status, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});
