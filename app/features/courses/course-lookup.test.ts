import { describe, expect, it } from "vitest";
import { courseLookup } from "~/features/courses/courses.server";
import { isUuid } from "~/platform/uuid";
import { eachCase } from "../../../tests/support/cases";

describe("isUuid", () => {
  eachCase("accepts UUIDs of any version, in either case", isUuid, [
    ["3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70", true],
    ["3F2B8C1E-9A4D-4C2E-8F1A-2B3C4D5E6F70", true],
    ["00000000-0000-0000-0000-000000000000", true],
  ]);

  eachCase("rejects slugs and near-misses", isUuid, [
    ["chatgpt-docenza-docenti", false],
    ["3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f7", false],
    ["3f2b8c1e9a4d4c2e8f1a2b3c4d5e6f70", false],
    ["g f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70", false],
    [" 3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70x", false],
  ]);
});

describe("courseLookup (spec §5)", () => {
  it("looks a UUID up by id (normalised to lower case)", () => {
    expect(courseLookup("3F2B8C1E-9A4D-4C2E-8F1A-2B3C4D5E6F70")).toEqual({
      by: "id",
      id: "3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70",
    });
  });

  it("looks anything else up by slug", () => {
    expect(courseLookup("ai-video")).toEqual({ by: "slug", slug: "ai-video" });
    expect(courseLookup("3d-printing")).toEqual({ by: "slug", slug: "3d-printing" });
  });

  it("gives no result for an empty identifier", () => {
    expect(courseLookup("")).toBeNull();
    expect(courseLookup("   ")).toBeNull();
    expect(courseLookup(undefined)).toBeNull();
    expect(courseLookup(null)).toBeNull();
  });
});
