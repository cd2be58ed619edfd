import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./origin-check";

const OWN = ["http://127.0.0.1:3000", "https://www.esempio.it"];

describe("isSameOriginRequest", () => {
  it("accepts our own origins, by Origin or by Referer", () => {
    expect(isSameOriginRequest({ origin: "http://127.0.0.1:3000" }, OWN)).toBe(true);
    expect(isSameOriginRequest({ origin: "https://www.esempio.it" }, OWN)).toBe(true);
    expect(isSameOriginRequest({ referer: "https://www.esempio.it/admin/news/new" }, OWN)).toBe(
      true,
    );
  });

  it("refuses another site, another port, another scheme and the opaque origin", () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:3001",
      "http://www.esempio.it",
      "null",
    ]) {
      expect(isSameOriginRequest({ origin }, OWN)).toBe(false);
    }
    expect(isSameOriginRequest({ referer: "https://evil.example/pagina" }, OWN)).toBe(false);
    expect(isSameOriginRequest({ referer: "non-un-url" }, OWN)).toBe(false);
    // Origin wins over a Referer that looks like ours.
    expect(
      isSameOriginRequest(
        { origin: "https://evil.example", referer: "https://www.esempio.it/" },
        OWN,
      ),
    ).toBe(false);
  });

  it("lets through requests that name no origin at all (not a browser form)", () => {
    expect(isSameOriginRequest({}, OWN)).toBe(true);
  });
});
