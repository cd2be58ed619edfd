const LONG_DATE = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Rome",
});

const DATE_TIME = new Intl.DateTimeFormat("it-IT", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Rome",
});

/** Spec §1: dates in Italian format, day, long month, year ("15 settembre 2025"), Rome time. */
export function formatDateIt(date: Date | string): string {
  return LONG_DATE.format(typeof date === "string" ? new Date(date) : date);
}

/** "15 settembre 2025, 14:00" in Rome time. */
export function formatDateTimeIt(date: Date | string): string {
  return DATE_TIME.format(typeof date === "string" ? new Date(date) : date).replace(
    " alle ore ",
    ", ",
  );
}

/** ISO date (yyyy-mm-dd) of an instant in Rome, for <time dateTime>. */
export function isoDateInRome(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(date);
}
