import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_CODE_BITS,
  certificateCodeFrom,
  normaliseCertificateCode,
} from "~/features/certificates/certificate-code";
import { eachCase } from "../../../tests/support/cases";

describe("certificate codes", () => {
  it("carry at least 80 random bits, in groups of four", () => {
    expect(CERTIFICATE_CODE_BITS).toBeGreaterThanOrEqual(80);
    const code = certificateCodeFrom(crypto.getRandomValues(new Uint8Array(20)));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    // Every one of the 32 symbols is reachable: 5 bits per character.
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i + 12);
    expect(new Set(certificateCodeFrom(bytes).replace(/-/g, "")).size).toBe(20);
  });

  eachCase(
    "are found however they are typed, and nothing else is a code",
    normaliseCertificateCode,
    [
      ["k7m2 9qxd-4htr-8b3n-zp6w", "K7M2-9QXD-4HTR-8B3N-ZP6W"],
      ["K7M2-9QXD-4HTR-8B3N-ZPOI", "K7M2-9QXD-4HTR-8B3N-ZP01"],
      ["K7M2-9QXD-4HTR-8B3N", null],
      ["K7M2-9QXD-4HTR-8B3N-ZP6U", null],
      ["../../etc/passwd", null],
    ],
  );
});
