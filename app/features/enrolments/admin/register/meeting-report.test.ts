// A meeting's attendance report read into minutes per e-mail for one lesson
// (16:00–18:00 Italian time on 2 March 2027), on samples shaped like the
// reports Zoom, Google Meet and Microsoft Teams export.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  decodeReport,
  readReport,
  type ReadReport,
} from "~/features/enrolments/admin/register/meeting-report.server";

const LESSON = {
  startsAt: new Date("2027-03-02T15:00:00Z"),
  endsAt: new Date("2027-03-02T17:00:00Z"),
};

const sample = (name: string) =>
  decodeReport(new Uint8Array(readFileSync(`tests/fixtures/attendance/${name}`)));

/** The minutes read per e-mail, sorted, for one comparison. */
function minutesOf(read: ReadReport) {
  if (read.kind !== "read") throw new Error(`not read: ${read.kind}`);
  return Object.fromEntries(
    read.people.map((p) => [p.email, p.minutes] as const).sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe("meeting attendance reports", () => {
  it("reads Zoom's participants after its meeting summary, merging a person who joined twice", () => {
    const text = sample("zoom-participants.csv");
    expect(text.startsWith("Meeting ID,")).toBe(true);
    expect(minutesOf(readReport(text, LESSON))).toEqual({
      // 16:00–17:01 and 17:10–18:00: the minutes before the start and after the end do not count.
      "lucia.ferrara@example.org": 111,
      "marco.rossi@example.org": 60,
      "ospite@example.com": 20,
      "segreteria@example.org": 120,
    });
  });

  it("reads Google Meet's times of day on the lesson's date, with first and last name", () => {
    const read = readReport(sample("meet-attendance.csv"), LESSON);
    expect(minutesOf(read)).toEqual({
      "anna.bianchi@example.org": 120,
      "giorgio.verdi@example.net": 30,
      "lucia.ferrara@example.org": 110,
      "marco.rossi@example.org": 45,
    });
    expect(read.kind === "read" && read.people.find((p) => p.minutes === 45)?.name).toBe(
      "Marco Rossi",
    );
  });

  it("reads Microsoft Teams' UTF-16 tab-separated report past its summary section", () => {
    const bytes = new Uint8Array(readFileSync("tests/fixtures/attendance/teams-attendance.csv"));
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    expect(minutesOf(readReport(decodeReport(bytes), LESSON))).toEqual({
      // 16:00:30–16:40:30 and 16:50–18:00 (left at 18:01).
      "anna.bianchi@example.org": 90,
      "lucia.ferrara@example.org": 110,
      "segreteria@example.org": 120,
    });
  });

  it("reads UTF-16 without its byte order mark, and semicolons", () => {
    const text = "Nome e cognome;E-mail;Durata\r\nLucia Ferrara;lucia.ferrara@example.org;95\r\n";
    const utf16 = new Uint8Array(Buffer.from(text, "utf16le"));
    expect(minutesOf(readReport(decodeReport(utf16), LESSON))).toEqual({
      "lucia.ferrara@example.org": 95,
    });
  });

  it("sums durations when a report has no join and leave times, never beyond the lesson", () => {
    const text = [
      "Name,Email,Duration",
      "Lucia,lucia.ferrara@example.org,1h 10m",
      "Lucia,lucia.ferrara@example.org,01:05:00",
      "Marco,marco.rossi@example.org,3 hr",
      "Senza e-mail,,40",
    ].join("\n");
    const read = readReport(text, LESSON);
    expect(minutesOf(read)).toEqual({
      "lucia.ferrara@example.org": 120,
      "marco.rossi@example.org": 120,
    });
    expect(read.kind === "read" && read.skipped).toBe(1);
  });

  it("counts overlapping sessions of one person once (two devices)", () => {
    const text = [
      "Full Name,Join Time,Leave Time,Email",
      "Lucia,2027-03-02 16:00:00,2027-03-02 17:00:00,lucia.ferrara@example.org",
      "Lucia,2027-03-02 16:30:00,2027-03-02 17:15:00,lucia.ferrara@example.org",
    ].join("\n");
    expect(minutesOf(readReport(text, LESSON))).toEqual({ "lucia.ferrara@example.org": 75 });
  });

  it("asks for the columns when the headers are unknown, then reads them as chosen", () => {
    const text = sample("unknown-headers.csv");
    const first = readReport(text, LESSON);
    expect(first).toMatchObject({
      kind: "unmapped",
      headers: ["Partecipante", "Posta", "Entrata", "Uscita"],
    });
    // Italian day-first dates: 02/03/2027 is the lesson's day.
    expect(minutesOf(readReport(text, LESSON, { name: 0, email: 1, join: 2, leave: 3 }))).toEqual({
      "lucia.ferrara@example.org": 90,
      "nessuno@example.com": 10,
    });
    expect(readReport(text, LESSON, { name: 0 })).toMatchObject({ kind: "unreadable" });
  });

  it("says so when the file is no table at all", () => {
    expect(readReport("soltanto una riga di testo", LESSON)).toMatchObject({
      kind: "unreadable",
    });
  });
});
