import { describe, expect, it } from "vitest";
import { createToken, hashToken } from "~/platform/security/token-hash.server";

describe("token hash", () => {
  it("hashes the same token to the same SHA-256, and different tokens apart", () => {
    expect(hashToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(hashToken("abc")).toBe(hashToken("abc"));
    expect(hashToken("abd")).not.toBe(hashToken("abc"));
  });

  it("creates 256-bit random tokens whose stored form never contains them", () => {
    const first = createToken();
    const second = createToken();
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.hash).toBe(hashToken(first.token));
    expect(first.hash).not.toContain(first.token);
    expect(second.token).not.toBe(first.token);
    expect(second.hash).not.toBe(first.hash);
  });
});
