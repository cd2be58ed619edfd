import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanFileName, detectReceiptType } from "~/platform/forms/uploads.server";

const text = (s: string) => new TextEncoder().encode(s);

/** An ISO-BMFF header with the given major brand (what HEIC/HEIF files start with). */
function ftyp(brand: string): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 24], 0);
  bytes.set(text(`ftyp${brand}`), 4);
  bytes.set(text(`\0\0\0\0mif1${brand}`), 12);
  return bytes;
}

describe("receipt type is detected from the content", () => {
  it("accepts PDF, JPEG, PNG, HEIC and HEIF", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const jpg = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect(await detectReceiptType(text("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"))).toEqual({
      ext: "pdf",
      mime: "application/pdf",
    });
    expect(await detectReceiptType(png)).toEqual({ ext: "png", mime: "image/png" });
    expect(await detectReceiptType(jpg)).toEqual({ ext: "jpg", mime: "image/jpeg" });
    expect(await detectReceiptType(ftyp("heic"))).toEqual({ ext: "heic", mime: "image/heic" });
    expect(await detectReceiptType(ftyp("mif1"))).toEqual({ ext: "heif", mime: "image/heif" });
  });

  it("refuses an executable, a script, a ZIP and a GIF whatever they are called", async () => {
    const exe = new Uint8Array(512);
    exe.set(text("MZ"), 0);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    expect(await detectReceiptType(exe)).toBeNull();
    expect(await detectReceiptType(elf)).toBeNull();
    expect(await detectReceiptType(text("#!/bin/sh\nrm -rf /\n"))).toBeNull();
    expect(await detectReceiptType(text("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(await detectReceiptType(zip)).toBeNull();
    expect(await detectReceiptType(text("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(await detectReceiptType(new Uint8Array(0))).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("keeps only a display name: no path, no control characters", () => {
    expect(cleanFileName("C:\\Users\\me\\ricevuta.pdf")).toBe("ricevuta.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName('a\u0000b"\n.pdf')).toBe("ab.pdf");
    expect(cleanFileName("")).toBe("ricevuta");
  });
});
