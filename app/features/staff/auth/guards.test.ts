import { describe, expect, it } from "vitest";
import { safeRedirectTo } from "~/features/staff/auth/guards.server";

describe("the way back after sign-in", () => {
  it("accepts only admin pages as the destination after sign-in", () => {
    expect(safeRedirectTo("/admin/news/new")).toBe("/admin/news/new");
    expect(safeRedirectTo("/admin/messaggi?stato=nuovo")).toBe("/admin/messaggi?stato=nuovo");
    for (const bad of ["https://evil.example/", "//evil.example", "/news", "/admin/login", null]) {
      expect(safeRedirectTo(bad)).toBe("/admin/dashboard");
    }
  });

  it("refuses the sign-out, backslashes and spaces", () => {
    for (const bad of ["/admin/logout", "/admin\\..\\evil", "/admin/ x", "/administrator"]) {
      expect([bad, safeRedirectTo(bad)]).toEqual([bad, "/admin/dashboard"]);
    }
  });
});
