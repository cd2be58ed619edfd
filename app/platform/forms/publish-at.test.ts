import { describe, expect, it } from "vitest";
import { z } from "zod";
import { chosenPublishAt, publishAtFields, readPublishAt, scheduledLabel } from "./publish-at";

const Schema = z
  .object({ publishDate: z.string(), publishTime: z.string() })
  .transform((fields, ctx) => readPublishAt(fields, ctx));

function read(publishDate: string, publishTime: string) {
  const result = Schema.safeParse({ publishDate, publishTime });
  return result.success
    ? { at: result.data }
    : { error: Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message])) };
}

describe("'Pubblica il'", () => {
  it("reads Rome's wall clock, winter and summer, and nothing when both are empty", () => {
    expect(read("", "")).toEqual({ at: null });
    expect(read("2027-03-02", "08:00")).toEqual({ at: new Date("2027-03-02T07:00:00Z") });
    expect(read("2027-07-02", "08:00")).toEqual({ at: new Date("2027-07-02T06:00:00Z") });
  });

  it("says in Italian which field is wrong", () => {
    expect(read("2027-03-02", "")).toEqual({
      error: { publishTime: "Inserisci anche l'ora di pubblicazione." },
    });
    expect(read("", "08:00")).toEqual({
      error: { publishDate: "Inserisci anche la data di pubblicazione." },
    });
    expect(read("2027-02-30", "08:00")).toEqual({
      error: { publishDate: "Data non valida: usa il formato aaaa-mm-gg." },
    });
    expect(read("2027-03-02", "25:00")).toEqual({
      error: { publishTime: "Ora non valida: usa il formato hh:mm, per esempio 08:00." },
    });
    // 28 March 2027: clocks go from 02:00 to 03:00 in Italy.
    expect(read("2027-03-28", "02:30").error?.publishTime).toMatch(/non esiste in Italia/);
  });

  it("shows a stored instant back in the fields, and keeps it when saved unchanged", () => {
    const stored = new Date("2027-03-02T07:00:42Z");
    expect(publishAtFields(stored)).toEqual({ publishDate: "2027-03-02", publishTime: "08:00" });
    expect(chosenPublishAt(new Date("2027-03-02T07:00:00Z"), stored)).toBe(stored);
    const moved = new Date("2027-03-02T08:00:00Z");
    expect(chosenPublishAt(moved, stored)).toBe(moved);
  });

  it("writes the staff lists' label", () => {
    expect(scheduledLabel(new Date("2027-03-02T07:00:00Z"))).toBe(
      "Programmato per il 2 marzo 2027, 08:00",
    );
  });
});
