import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed to a browser (the session cookie, a set-password link) are
 * random 256-bit tokens; the database keeps only their SHA-256, so a copy of
 * the table opens nothing. A token this long needs no salt or slow hash: there
 * is nothing to guess (unlike a password).
 */

/** A new token for the browser and the hash to store in its place. */
export function createToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** The stored form of a token: its SHA-256 in hex, the same for the same token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
