/**
 * An online meeting's attendance report (Zoom, Google Meet, Microsoft Teams or
 * any CSV with a column of e-mail addresses) read into minutes present per
 * e-mail for one lesson (decision 065). The file may be UTF-16LE, as Teams
 * writes it; a person's several join/leave rows are merged, and only the time
 * inside the lesson counts. Times without a zone are read as Italian time.
 */
import { parse } from "csv-parse/sync";
import { fromRomeWallClock, toRomeWallClock } from "~/platform/rome-time";

export const REPORT_ROLES = [
  "email",
  "name",
  "firstName",
  "lastName",
  "join",
  "leave",
  "duration",
] as const;
export type ReportRole = (typeof REPORT_ROLES)[number];
/** Which column (0-based) holds what; the e-mail is required, the rest as the report has them. */
export type ColumnMap = Partial<Record<ReportRole, number>>;

/** The headers each product writes (lower case), by what they hold. */
const KNOWN_HEADERS: Record<ReportRole, readonly string[]> = {
  email: ["user email", "email", "e-mail", "email address", "indirizzo email", "indirizzo e-mail"],
  name: [
    "name (original name)",
    "full name",
    "name",
    "participant",
    "nome e cognome",
    "nome completo",
  ],
  firstName: ["first name", "nome"],
  lastName: ["last name", "cognome"],
  join: ["join time", "time joined", "first join", "ora di ingresso", "primo ingresso"],
  leave: ["leave time", "time exited", "last leave", "ora di uscita", "ultima uscita"],
  duration: ["duration (minutes)", "duration", "in-meeting duration", "durata", "durata (minuti)"],
};

/** The lesson the report is read against: only its time counts. */
export type ReportLesson = { startsAt: Date; endsAt: Date };

export type ReportPerson = { email: string; name: string; minutes: number };

export type ReadReport =
  | { kind: "read"; people: ReportPerson[]; skipped: number }
  | {
      kind: "unmapped";
      /** The first row's cells, to choose the columns from. */
      headers: string[];
      message: string;
    }
  | { kind: "unreadable"; message: string };

/** The report's text: UTF-16LE (with BOM or recognised by its zero bytes) or UTF-8, BOM removed. */
export function decodeReport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 400);
  let oddZeros = 0;
  for (let i = 1; i < sample.length; i += 2) if (sample[i] === 0) oddZeros++;
  if (sample.length >= 4 && oddZeros > sample.length / 4)
    return new TextDecoder("utf-16le").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Excel on Windows saves CSV as Windows-1252.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const normalised = (cell: string) =>
  cell
    .trim()
    .replace(/^\uFEFF/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();

/** The roles the known headers give a row's cells; the e-mail column must be among them. */
function knownColumns(row: string[]): ColumnMap {
  const map: ColumnMap = {};
  row.forEach((cell, i) => {
    const text = normalised(cell);
    for (const role of REPORT_ROLES) {
      if (map[role] === undefined && KNOWN_HEADERS[role].includes(text)) {
        map[role] = i;
        break;
      }
    }
  });
  return map;
}

function rowsOf(text: string, delimiter: string): string[][] {
  return parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
  }) as string[][];
}

const isBlank = (row: string[]) => row.every((c) => c.trim() === "");

/**
 * The table of the report: rows split on the delimiter that finds a known
 * header row (else the one giving the most columns to the first line), the
 * header row and the data rows after it up to the next blank line.
 */
function findTable(text: string) {
  let best: { rows: string[][]; header: number; map: ColumnMap } | null = null;
  let widest: { rows: string[][]; width: number } | null = null;
  for (const delimiter of [",", ";", "\t"]) {
    let rows: string[][];
    try {
      rows = rowsOf(text, delimiter);
    } catch {
      continue;
    }
    const first = rows.find((r) => !isBlank(r));
    if (first && (!widest || first.length > widest.width)) widest = { rows, width: first.length };
    rows.forEach((row, i) => {
      const map = knownColumns(row);
      const score = Object.keys(map).length;
      // On a tie the later table wins: Teams lists each person's first join and last
      // leave, then every join and leave ("In-Meeting Activities"), which counts gaps right.
      if (map.email !== undefined && score >= 2 && (!best || score >= Object.keys(best.map).length))
        best = { rows, header: i, map };
    });
  }
  return { best: best as { rows: string[][]; header: number; map: ColumnMap } | null, widest };
}

/** The data rows under the header at `header`: up to the next blank line or section title. */
function dataRows(rows: string[][], header: number): string[][] {
  const out: string[][] = [];
  for (const row of rows.slice(header + 1)) {
    if (isBlank(row)) {
      if (out.length > 0) break;
      continue;
    }
    out.push(row);
  }
  return out;
}

/**
 * Reads a report for `lesson`: with `mapping`, its columns as staff chose
 * them (the header row is then the first line); otherwise by known headers.
 */
export function readReport(text: string, lesson: ReportLesson, mapping?: ColumnMap): ReadReport {
  const { best, widest } = findTable(text);
  if (mapping) {
    if (mapping.email === undefined)
      return { kind: "unreadable", message: "Indica quale colonna contiene l'indirizzo e-mail." };
    if (!widest) return { kind: "unreadable", message: "Il file è vuoto." };
    const start = widest.rows.findIndex((r) => !isBlank(r));
    return tally(dataRows(widest.rows, start), mapping, lesson);
  }
  if (best) return tally(dataRows(best.rows, best.header), best.map, lesson);
  if (!widest || widest.width < 2)
    return {
      kind: "unreadable",
      message: "Il file non sembra un report CSV di presenze: nessuna colonna trovata.",
    };
  const headers = widest.rows.find((r) => !isBlank(r))!;
  return {
    kind: "unmapped",
    headers,
    message:
      "Non riconosco le intestazioni di questo report: indica quali colonne contengono e-mail, nome e tempi.",
  };
}

type Interval = [number, number];

/** One person's rows merged: the union of their intervals inside the lesson, or their durations summed. */
function tally(rows: string[][], map: ColumnMap, lesson: ReportLesson): ReadReport {
  const byEmail = new Map<string, { name: string; intervals: Interval[]; seconds: number }>();
  let skipped = 0;
  const lessonStart = lesson.startsAt.getTime();
  const lessonEnd = lesson.endsAt.getTime();
  const day = toRomeWallClock(lesson.startsAt).date;
  const cell = (row: string[], role: ReportRole) => {
    const i = map[role];
    return i === undefined ? "" : (row[i] ?? "").trim();
  };
  for (const row of rows) {
    const email = cell(row, "email").toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      skipped++;
      continue;
    }
    const name =
      cell(row, "name") ||
      [cell(row, "firstName"), cell(row, "lastName")].filter(Boolean).join(" ");
    const person = byEmail.get(email) ?? { name, intervals: [], seconds: 0 };
    byEmail.set(email, person);
    const join = readTime(cell(row, "join"), day);
    const leave = readTime(cell(row, "leave"), day);
    if (join !== null && leave !== null && leave >= join) {
      person.intervals.push([Math.max(join, lessonStart), Math.min(leave, lessonEnd)]);
    } else {
      person.seconds += readDuration(cell(row, "duration")) ?? 0;
    }
  }
  const lessonSeconds = (lessonEnd - lessonStart) / 1000;
  const people = [...byEmail].map(([email, p]) => {
    const seconds = Math.min(lessonSeconds, unionSeconds(p.intervals) + p.seconds);
    return { email, name: p.name, minutes: Math.round(seconds / 60) };
  });
  return { kind: "read", people, skipped };
}

/** Seconds covered by the intervals, overlaps counted once. */
function unionSeconds(intervals: Interval[]): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of sorted) {
    const from = Math.max(a, end);
    if (b > from) total += b - from;
    end = Math.max(end, b);
  }
  return total / 1000;
}

/**
 * A duration in seconds: "95" (minutes, as Zoom's "Duration (Minutes)"), "1 hr 35 min"
 * (Meet), "1h 35m 12s" (Teams), "01:35:12", "35 min"; null when it reads as none of them.
 */
function readDuration(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (/^\d+([.,]\d+)?$/.test(t)) return Number(t.replace(",", ".")) * 60;
  const clock = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (clock) return +clock[1]! * 3600 + +clock[2]! * 60 + +(clock[3] ?? 0);
  const units = [
    ...t.matchAll(
      /(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|ore|ora|h|minutes?|mins?|minuti|m|seconds?|secs?|secondi|s)\b/g,
    ),
  ];
  if (units.length === 0) return null;
  let seconds = 0;
  for (const [, n, unit] of units) {
    const value = Number(n!.replace(",", "."));
    if (/^(h|hr|hrs|hour|hours|ora|ore)$/.test(unit!)) seconds += value * 3600;
    else if (/^(m|min|mins|minute|minutes|minuti)$/.test(unit!)) seconds += value * 60;
    else seconds += value;
  }
  return seconds;
}

/**
 * An instant from a report's time: "03/02/2027 04:00:12 PM" (Zoom, US order),
 * "3/2/27, 4:00:05 PM" or "02/03/2027, 16:00:05" (Teams, by its locale),
 * "2027-03-02 16:00:05", or a time alone ("4:02 PM", Meet) on the lesson's day.
 * A date that reads both ways is taken in the order that gives the lesson's day.
 */
function readTime(text: string, lessonDay: string): number | null {
  const t = text.trim();
  if (!t) return null;
  const time = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?\s?m\.?)?/i.exec(t);
  if (!time) return null;
  let hours = +time[1]!;
  const minutes = +time[2]!;
  const seconds = +(time[3] ?? 0);
  const meridiem = time[4]?.toLowerCase().replace(/[.\s]/g, "");
  if (meridiem === "pm" && hours < 12) hours += 12;
  if (meridiem === "am" && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const datePart = t.slice(0, time.index);
  const days = candidateDays(datePart, lessonDay);
  const day = days.includes(lessonDay) ? lessonDay : days[0];
  if (!day) return null;
  const hhmm = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const at = fromRomeWallClock(day, hhmm);
  return at ? at.getTime() + seconds * 1000 : null;
}

/** The days a date text may mean (yyyy-mm-dd); the lesson's day when there is no date. */
function candidateDays(text: string, lessonDay: string): string[] {
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return [day(+iso[1]!, +iso[2]!, +iso[3]!)].filter(Boolean) as string[];
  const slashed = /(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})/.exec(text);
  if (!slashed) return text.trim().replace(/,$/, "") ? [] : [lessonDay];
  const year = slashed[3]!.length === 2 ? 2000 + +slashed[3]! : +slashed[3]!;
  const a = +slashed[1]!;
  const b = +slashed[2]!;
  return [day(year, a, b), day(year, b, a)].filter(Boolean) as string[];
}

function day(year: number, month: number, date: number): string | null {
  if (month < 1 || month > 12 || date < 1 || date > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}
