import { describe, expect, it } from "vitest";
import { courseLookup } from "~/features/courses/courses.server";
import { isUuid } from "~/platform/uuid";

describe("isUuid", () => {
  it("accepts UUIDs of any version, in either case", () => {
    expect(isUuid("3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70")).toBe(true);
    expect(isUuid("3F2B8C1E-9A4D-4C2E-8F1A-2B3C4D5E6F70")).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
  });

  it("rejects slugs and near-misses", () => {
    expect(isUuid("chatgpt-docenza-docenti")).toBe(false);
    expect(isUuid("3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f7")).toBe(false);
    expect(isUuid("3f2b8c1e9a4d4c2e8f1a2b3c4d5e6f70")).toBe(false);
    expect(isUuid("g f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70")).toBe(false);
    expect(isUuid(" 3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70x")).toBe(false);
  });
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
