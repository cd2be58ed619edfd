// The production server: configuration, database, Express, React Router.
// Built by Vite into build/server/index.js (see vite.config.ts) and started by server.js.
import "react-router";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import {
  createRequestHandler as createFetchRequestHandler,
  RouterContextProvider,
} from "react-router";
import type { ViteDevServer } from "vite";
import { appContext } from "~/context";
import { refreshSiteSettings } from "~/features/settings/settings.server";
import { openDatabase, type Database } from "~/platform/db/client.server";
import { migrateDatabase } from "~/platform/db/migrate.server";
import { importUploadsFromDisk } from "~/platform/files/stored-files.server";
import { seedDatabase } from "~/seed.server";
import {
  STARTER_IMAGE_FILE,
  starterImageFor,
  writeStarterImage,
} from "~/platform/db/starter-image.server";
import {
  ConfigError,
  env as readEnv,
  failingTables,
  warnAboutConfiguration,
  type Env,
} from "~/platform/env.server";
import { createLogger } from "./logger";
import { originCheck } from "./origin-check";
import { pageCache } from "./page-cache";
import { builtAssets } from "./precompressed";
import { markReleaseInUse } from "../scripts/lib/releases.mjs";
import { backupStream } from "~/platform/db/backup.server";
import { watchContentVersion } from "~/platform/records/content-version.server";
import {
  readRunningServer,
  removeControlFile,
  tokenMatches,
  writeControlFile,
} from "./control-file";
import { createAvailability } from "./availability";
import { securityHeadersMiddleware } from "./security-headers";
import { startWorkers } from "./workers";
import { onStartup } from "./startup";
import { STAFF_ACCESS } from "~/features/staff/auth/staff-access.server";

export type StartOptions = { vite?: ViteDevServer };

/** Beside the built bundle (build/server/); absent in development. */
const STARTER_IMAGE = fileURLToPath(new URL(STARTER_IMAGE_FILE, import.meta.url));

/** Called by the build (vite.config.ts) once the server bundle is written. */
export async function buildStarterImage(): Promise<void> {
  await writeStarterImage(STARTER_IMAGE, seedDatabase);
}

export async function start(options: StartOptions = {}): Promise<Server> {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Started, but unsafe for the public: one line a person reads, like the one above.
  warnAboutConfiguration(env, (line) => console.warn(line));
  const log = createLogger(env.LOG_LEVEL);
  const startedAt = performance.now();

  // Two processes must never open one PGlite directory: a second start on the
  // same DATA_DIR (`npm start` again after an upgrade's build) stops here and
  // leaves the running server alone.
  const running = env.DATABASE_URL ? undefined : readRunningServer(env.DATA_DIR);
  if (running && running.pid !== process.pid && looksLikeOurServer(running.pid)) {
    console.error(
      `Il sito è già in esecuzione su questo DATA_DIR (pid ${running.pid}, porta ${running.port}): ` +
        "per usare la nuova build riavvialo (systemctl restart scuola, o fermalo e rilancia npm run serve).",
    );
    process.exit(1);
  }

  const starter = env.DATABASE_URL ? null : starterImageFor(env.DATA_DIR, STARTER_IMAGE);
  const database = await openDatabase({
    ...(env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR, loadDataDir: starter }),
    failingTables: failingTables(env),
  });
  if (starter) log.info({ dataDir: env.DATA_DIR }, "new database created from the starter image");
  // Under the migration lock: the seed, then the files an older release kept
  // on disk move into the database (decision 040).
  await migrateDatabase(database, async (db) => {
    await seedDatabase(db);
    const { imported, kept } = await importUploadsFromDisk(db, env.DATA_DIR);
    if (imported)
      log.info({ imported }, "uploaded files moved from DATA_DIR/uploads into the database");
    if (kept.length)
      log.warn(
        { kept },
        "files left in DATA_DIR/uploads: not ours or already different in the database",
      );
  });
  await onStartup({ database, env, log });

  const app = createApp({ database, env, log, vite: options.vite });
  const server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const stopWorkers = startWorkers({ database, env, log });
  writeControlFile(env.DATA_DIR, port);
  // The release this process runs from (releases/<stamp>/, resolved through the
  // `build` symlink at start) stays while it runs, whatever later builds prune.
  const unmarkRelease = options.vite
    ? () => {}
    : markReleaseInUse(fileURLToPath(new URL("..", import.meta.url)));
  log.info(
    { port, database: database.kind, ms: Math.round(performance.now() - startedAt) },
    "server started",
  );
  // The one line a person reads: where the site is.
  console.log(`Sito in ascolto su http://localhost:${port}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    // Stop accepting, let running requests finish, then close the database so PGlite flushes.
    const force = setTimeout(() => {
      log.warn("forced shutdown after 10 s");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await stopWorkers();
        await database.close();
        removeControlFile(env.DATA_DIR);
        unmarkRelease();
        log.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, "error during shutdown");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

type AppDeps = {
  database: Database;
  env: Env;
  log: ReturnType<typeof createLogger>;
  vite?: ViteDevServer;
};

export function createApp({ database, env, log, vite }: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  // Request id and one log line per request (path only: query strings may carry personal data).
  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const t0 = performance.now();
    res.on("finish", () => {
      log.info({
        reqId: requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - t0),
      });
    });
    next();
  });

  app.use(securityHeadersMiddleware(env));

  // A URL that cannot be decoded, or carries a NUL byte, is refused before any route.
  app.use((req, res, next) => {
    let bad = /%00/.test(req.originalUrl);
    try {
      decodeURIComponent(req.path);
    } catch {
      bad = true;
    }
    if (bad) {
      res
        .status(400)
        .type("text/plain; charset=utf-8")
        .send("Richiesta non valida: indirizzo malformato.");
      return;
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), 2_000);
      res.status(200).json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  // Local tools only (npm run backup): loopback and the token of DATA_DIR/.server.json.
  app.get("/_internal/backup", (req, res) => {
    const control = readRunningServer(env.DATA_DIR);
    const loopback = ["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(
      req.socket.remoteAddress ?? "",
    );
    if (!loopback || !control || !tokenMatches(control.token, req.get("x-control-token"))) {
      res.status(404).type("text/plain").send("Non trovato");
      return;
    }
    res.setHeader("Content-Type", "application/gzip");
    res.setHeader("Cache-Control", "no-store");
    backupStream(database.db)
      .on("error", (error) => {
        log.error({ err: error }, "backup failed");
        res.destroy(error);
      })
      .pipe(res);
  });

  app.use(compression());

  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = fileURLToPath(new URL("../client", import.meta.url));
    // Hashed, immutable build assets, sent as compressed at build time when possible.
    const assetsDir = path.join(clientDir, "assets");
    app.use("/assets", ...builtAssets(assetsDir));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  // While the database is unreachable, pages answer 503 (availability.ts).
  const availability = createAvailability(database, log);
  app.use(availability.middleware);

  // A state-changing request from another site is refused (403) before React Router.
  app.use(originCheck(env));

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as never
    : () => import("virtual:react-router/server-build");
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      database,
      env,
      clientIp: req.ip,
      log: log.child({ reqId: res.locals.requestId }),
      requestId: String(res.locals.requestId),
      staffAccess: STAFF_ACCESS,
    });
    return context;
  };

  // The saved site settings (decision 033): the in-process copy is brought up
  // to date before any page, feed or PDF is rendered or served from the cache.
  // A save bumps the content version, so the settings are read again only when
  // this process's copy of it moved (decision 055), not on every request.
  const contentVersion = watchContentVersion(database);
  let settingsAt: string | undefined;
  app.use(async (_req, _res, next) => {
    try {
      const version = await contentVersion.current();
      if (version !== settingsAt) {
        await refreshSiteSettings(database);
        settingsAt = version;
      }
    } catch (error) {
      log.warn({ err: error }, "site settings refresh failed; keeping the last copy");
    }
    next();
  });

  // Anonymous GETs of public pages go through a short-lived cache (page-cache.ts).
  if (!vite) {
    app.get(
      "/{*splat}",
      pageCache({ handler: createFetchRequestHandler(build, mode), getLoadContext, database }),
    );
  }
  app.all("/{*splat}", createRequestHandler({ build, mode, getLoadContext }));
  app.use(availability.errorHandler);
  return app;
}

/** A live pid from DATA_DIR/.server.json may have been reused after a crash: check it is node. */
function looksLikeOurServer(pid: number): boolean {
  try {
    return /node|server\.js/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true; // no /proc: trust the control file
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
