import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO_DATA_URL, LOGO_SVG, svgDataUrl } from "~/ui/layout/logo";

describe("the school's mark", () => {
  it("is the same drawing inline and in public/logo.svg and public/favicon.svg", () => {
    for (const file of ["public/logo.svg", "public/favicon.svg"])
      expect(fs.readFileSync(file, "utf8").trim()).toBe(LOGO_SVG);
  });

  it("as a data: URL decodes back to the SVG", async () => {
    const decoded = decodeURIComponent(LOGO_DATA_URL.slice("data:image/svg+xml,".length));
    expect(decoded.replaceAll("'", '"')).toBe(LOGO_SVG);
    const res = await fetch(LOGO_DATA_URL);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect((await res.text()).replaceAll("'", '"')).toBe(LOGO_SVG);
  });
});

describe("svgDataUrl", () => {
  it("keeps a drawing with line breaks, quotes, # and % intact", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="100%" fill="#1e3a8a"/>\n</svg>\n';
    const res = await fetch(svgDataUrl(svg));
    expect(await res.text()).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg'> <rect width='100%' fill='#1e3a8a'/> </svg>",
    );
  });
});
