import pino from "pino";

/** One JSON line per event; passwords, cookies and fiscal codes are never logged. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "fiscalCode",
        "*.fiscalCode",
        "cookie",
        "*.cookie",
        "headers.cookie",
      ],
      censor: "[nascosto]",
    },
  });
}
