import { describe, expect, it } from "vitest";
import {
  LessonFormSchema,
  type LessonFormValues,
} from "~/features/enrolments/lessons/lesson-schemas";
import {
  hoursLabel,
  lessonMinutes,
  lessonWhenLabel,
} from "~/features/enrolments/lessons/lesson-hours";
import { fieldErrors } from "~/platform/forms/form-result";

const A_LESSON: LessonFormValues = {
  date: "2027-02-09",
  start: "16:00",
  end: "18:30",
  title: "",
  place: "Sede di Potenza",
  onlineUrl: "",
};

function parse(overrides: Partial<LessonFormValues>) {
  const parsed = LessonFormSchema.safeParse({ ...A_LESSON, ...overrides });
  return parsed.success
    ? { ok: true as const, values: parsed.data }
    : { ok: false as const, errors: fieldErrors(parsed.error) };
}

describe("a lesson typed in Rome time", () => {
  it("becomes the instants Rome's clocks show, in winter and in summer", () => {
    expect(parse({})).toMatchObject({
      ok: true,
      values: {
        startsAt: new Date("2027-02-09T15:00:00Z"),
        endsAt: new Date("2027-02-09T17:30:00Z"),
      },
    });
    expect(parse({ date: "2027-06-15" })).toMatchObject({
      values: { startsAt: new Date("2027-06-15T14:00:00Z") },
    });
  });

  it("on the night summer time starts (2027-03-28) refuses the skipped hour and counts the real length", () => {
    const skipped = parse({ date: "2027-03-28", start: "02:30", end: "04:00" });
    expect(skipped).toMatchObject({
      ok: false,
      errors: { start: expect.stringContaining("non esiste") },
    });
    const across = parse({ date: "2027-03-28", start: "01:00", end: "04:00" });
    expect(across.ok).toBe(true);
    // 01:00 CET to 04:00 CEST is two hours of teaching, not three.
    expect(lessonMinutes([{ ...across.values!, status: "prevista" }])).toBe(120);
  });

  it("on the night summer time ends (2027-10-31) counts the repeated hour", () => {
    const across = parse({ date: "2027-10-31", start: "01:00", end: "04:00" });
    expect(across).toMatchObject({
      ok: true,
      values: {
        startsAt: new Date("2027-10-30T23:00:00Z"),
        endsAt: new Date("2027-10-31T03:00:00Z"),
      },
    });
    expect(lessonMinutes([{ ...across.values!, status: "prevista" }])).toBe(240);
    expect(lessonWhenLabel(across.values!)).toBe("domenica 31 ottobre 2027, 01:00–04:00");
  });

  it("answers beside the field: a day that does not exist, an end not after the start, no place nor link", () => {
    expect(parse({ date: "2027-02-30" })).toMatchObject({
      ok: false,
      errors: { date: expect.stringContaining("Data non valida") },
    });
    expect(parse({ end: "16:00" })).toMatchObject({
      ok: false,
      errors: { end: "L'ora di fine deve venire dopo l'ora di inizio." },
    });
    expect(parse({ start: "25:00" })).toMatchObject({
      ok: false,
      errors: { start: expect.any(String) },
    });
    expect(parse({ place: "" })).toMatchObject({
      ok: false,
      errors: { place: expect.any(String) },
    });
    expect(parse({ place: "", onlineUrl: "http://meet.example.org/x" })).toMatchObject({
      ok: false,
      errors: { onlineUrl: expect.stringContaining("https://") },
    });
    expect(parse({ place: "", onlineUrl: "https://meet.example.org/corso" })).toMatchObject({
      ok: true,
      values: { place: "", onlineUrl: "https://meet.example.org/corso" },
    });
  });
});

describe("an edition's hours", () => {
  it("add up the lessons not cancelled, minutes kept", () => {
    const lesson = (start: string, end: string, status: "prevista" | "annullata" = "prevista") => ({
      startsAt: new Date(start),
      endsAt: new Date(end),
      status,
    });
    const minutes = lessonMinutes([
      lesson("2027-02-09T15:00:00Z", "2027-02-09T17:30:00Z"),
      lesson("2027-02-16T15:00:00Z", "2027-02-16T20:00:00Z"),
      lesson("2027-02-23T15:00:00Z", "2027-02-23T17:00:00Z", "annullata"),
    ]);
    expect(minutes).toBe(450);
    expect(hoursLabel(minutes)).toBe("7 ore e 30 minuti");
    expect(hoursLabel(60)).toBe("1 ora");
    expect(hoursLabel(45)).toBe("45 minuti");
    expect(hoursLabel(12 * 60 + 30)).toBe("12 ore e 30 minuti");
  });
});
