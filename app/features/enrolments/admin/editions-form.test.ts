import { describe, expect, it } from "vitest";
import { newEditionFormValues } from "~/features/enrolments/admin/editions-form.server";

describe("a new edition's form", () => {
  it.each([
    ["€ 290", "290,00"],
    ["€ 1.250,50", "1.250,50"],
    ["€ 126/ora", ""],
    ["", ""],
    [null, ""],
  ])("pre-fills the price from the course's price %j as %j", (price, typed) => {
    expect(newEditionFormValues({ price }).price).toBe(typed);
    expect(newEditionFormValues({ price }).schoolPrice).toBe("");
  });
});
