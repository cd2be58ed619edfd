import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Database } from "~/platform/db/client.server";

const CHECK_EVERY_MS = 1_000;
const PING_TIMEOUT_MS = 1_500;

/**
 * Knows whether the database answers. Requests check it at most once a second
 * (sharing one ping), so when PostgreSQL goes away pages answer 503 with an
 * Italian notice at once instead of failing inside a loader, and the site
 * recovers by itself as soon as the database is back: no restart needed.
 */
export function createAvailability(database: Database, log: Logger) {
  let healthy = true;
  let checkedAt = 0;
  let pending: Promise<boolean> | undefined;

  const check = (): Promise<boolean> => {
    pending ??= ping(database)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        if (ok !== healthy)
          log[ok ? "info" : "error"](
            { database: database.kind },
            ok ? "database back" : "database unreachable",
          );
        healthy = ok;
        checkedAt = Date.now();
        pending = undefined;
        return ok;
      });
    return pending;
  };

  const isAvailable = async (): Promise<boolean> =>
    Date.now() - checkedAt < CHECK_EVERY_MS ? healthy : check();

  return {
    isAvailable,
    /** Answers 503 while the database is unreachable. */
    async middleware(req: Request, res: Response, next: NextFunction) {
      if (await isAvailable()) return next();
      sendUnavailable(req, res);
    },
    /** Last resort for errors thrown before React Router (e.g. the page cache's lookup). */
    async errorHandler(error: unknown, req: Request, res: Response, next: NextFunction) {
      if (res.headersSent) return next(error);
      if (!(await check())) return sendUnavailable(req, res);
      log.error({ err: error }, "unhandled error");
      res.status(500).type("text/plain; charset=utf-8").send("Errore interno del server.");
    },
  };
}

function ping(database: Database): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS);
    database.ping().then(
      () => (clearTimeout(timer), resolve()),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

function sendUnavailable(req: Request, res: Response) {
  res.status(503).setHeader("Retry-After", "30");
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res
      .type("text/plain; charset=utf-8")
      .send("Servizio momentaneamente non disponibile. Riprova tra qualche minuto.");
    return;
  }
  res.type("html").send(UNAVAILABLE_PAGE);
}

// Self-contained: no script, no database, no asset that could itself fail.
const UNAVAILABLE_PAGE = `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Servizio momentaneamente non disponibile</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:36rem;margin:12vh auto;padding:2rem}h1{color:#1e3a8a;font-size:1.75rem}a{color:#1e40af}</style>
</head>
<body>
<main>
<h1>Servizio momentaneamente non disponibile</h1>
<p>Il sito è temporaneamente irraggiungibile per un problema tecnico. I dati inviati in precedenza sono al sicuro.</p>
<p>Riprova tra qualche minuto: la pagina tornerà disponibile da sola.</p>
</main>
</body>
</html>`;
