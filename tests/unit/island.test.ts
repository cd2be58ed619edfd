import { describe, expect, it } from "vitest";
import { islandJson } from "~/components/island";
import { ISLAND_ROUTES, pageScripts, ZERO_SCRIPT_ROUTES } from "~/lib/hydration";

describe("island props (docs/decisions/036)", () => {
  it("writes JSON that no text can break out of its <script> element, and reads back equal", () => {
    const props = {
      title: "</script><script>alert(1)</script>",
      note: "<!-- commento --> a\u2028b\u2029c",
      list: [1, "due", null],
    };
    const json = islandJson(props);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(props);
  });
});

describe("which pages hydrate (app/lib/hydration.ts)", () => {
  it("sends each public page with the framework, an island entry or no script", () => {
    expect(pageScripts("routes/courses/catalogue")).toEqual({ kind: "island", entry: "catalogue" });
    expect(pageScripts("routes/contacts")).toEqual({ kind: "island", entry: "contacts" });
    expect(pageScripts("routes/cedils-registration")).toEqual({
      kind: "island",
      entry: "registration",
    });
    expect(pageScripts("routes/about")).toEqual({ kind: "none" });
    expect(pageScripts("routes/admin/dashboard")).toEqual({ kind: "router" });
    // A route nobody listed keeps hydrating with React Router.
    expect(pageScripts("routes/una-pagina-nuova")).toEqual({ kind: "router" });
    for (const id of Object.keys(ISLAND_ROUTES)) expect(ZERO_SCRIPT_ROUTES.has(id)).toBe(false);
  });
});
