import { describe, expect, it } from "vitest";
import {
  currentSessionId,
  readSessionToken,
  serializeSessionCookie,
} from "~/features/staff/auth/sessions.server";
import { parseEnv } from "~/platform/env.server";
import { hashToken } from "~/platform/security/token-hash.server";

const http = parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR });
const https = parseEnv({
  NODE_ENV: "test",
  DATA_DIR: process.env.DATA_DIR,
  PUBLIC_URL: "https://www.esempio.it",
});

describe("the session cookie", () => {
  it("marks the cookie Secure and __Host- when the site is served over https", () => {
    expect(setCookieParts(serializeSessionCookie(https, "abc", 60))).toEqual({
      pair: "__Host-staff_session=abc",
      attributes: ["HttpOnly", "Max-Age=60", "Path=/", "SameSite=Lax", "Secure"],
    });
  });

  it("reads this site's session cookie among others, and knows its stored id", () => {
    const request = new Request("http://localhost/admin/account", {
      headers: { Cookie: "other=1; staff_session=tok-123; __Host-staff_session=tok-456" },
    });
    expect(readSessionToken(request, http)).toBe("tok-123");
    expect(readSessionToken(request, https)).toBe("tok-456");
    expect(currentSessionId(request, http)).toBe(hashToken("tok-123"));
    expect(readSessionToken(new Request("http://localhost/"), http)).toBe("");
  });
});

/** A Set-Cookie header as its name=value pair and its sorted attributes (their order carries no meaning, RFC 6265 §4.1.1). */
function setCookieParts(header: string): { pair: string; attributes: string[] } {
  const [pair = "", ...attributes] = header.split("; ");
  return { pair, attributes: attributes.sort() };
}
