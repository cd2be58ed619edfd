import { describe, expect, it } from "vitest";
import { readListQuery } from "./list-query.server";

const read = (query: string) => readListQuery(new URLSearchParams(query));

describe("staff list URL", () => {
  it("reads the search, trimmed and capped, and the page number", () => {
    expect(read("q=+Rossi+&pagina=3")).toEqual({ q: "Rossi", page: 3 });
    expect(read("q=" + "a".repeat(300)).q).toHaveLength(100);
    expect(read("")).toEqual({ q: "", page: 1 });
  });

  it("takes any other page number as page 1", () => {
    for (const pagina of ["0", "-1", "abc", "2.5", "1e3", "99999999", ""])
      expect(read(`pagina=${pagina}`).page, pagina).toBe(1);
  });
});
