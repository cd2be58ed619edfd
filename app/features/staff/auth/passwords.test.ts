import { describe, expect, it } from "vitest";
import { PASSWORD_MIN } from "~/features/staff/accounts";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  hashUnguessablePassword,
  isCommonPassword,
  verifyPassword,
  weakPasswordMessage,
} from "~/features/staff/auth/passwords.server";

const PASSWORD = "una-password-lunga-2025";

describe("password hashing", () => {
  it("stores argon2id with the OWASP parameters and verifies only the right password", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}x`, hash)).toBe(false);
    expect(await verifyPassword(PASSWORD, "plain-text")).toBe(false);
    // Salted: the same password never gives the same string.
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
  });

  it("answers false, after the same work, when there is no stored hash", async () => {
    expect(await verifyPassword(PASSWORD, undefined)).toBe(false);
    expect(await verifyPassword("", undefined)).toBe(false);
  });

  it("gives an account a password nobody can type", async () => {
    const hash = await hashUnguessablePassword();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await hashUnguessablePassword()).not.toBe(hash);
  });
});

describe("password strength", () => {
  it("refuses the listed passwords whatever their case or surrounding spaces", () => {
    for (const common of ["password12345", "Juventus1234", " qwertyuiop123 ", "POTENZA12345"]) {
      expect([common, isCommonPassword(common)]).toEqual([common, true]);
    }
  });

  it("refuses one or two characters repeated, and the e-mail's name with digits or signs", () => {
    expect(isCommonPassword("zzzzzzzzzzzzzz")).toBe(true);
    expect(isCommonPassword("abababababab")).toBe(true);
    expect(isCommonPassword("mariarossi2025!", "Maria.Rossi@esempio.it")).toBe(false);
    expect(isCommonPassword("maria.rossi2025!", "Maria.Rossi@esempio.it")).toBe(true);
    expect(isCommonPassword("maria.rossi.al.mare", "maria.rossi@esempio.it")).toBe(false);
    // A name of fewer than 4 letters is too short to be a pattern.
    expect(isCommonPassword("ada123456789", "ada@esempio.it")).toBe(false);
  });

  it("accepts a long, uncommon password", () => {
    expect(isCommonPassword("cavallo-batteria-graffetta")).toBe(false);
    expect(weakPasswordMessage("cavallo-batteria-graffetta", "segreteria@esempio.it")).toBeNull();
  });

  it("says in Italian why a new password is refused", () => {
    expect(weakPasswordMessage("x".repeat(PASSWORD_MIN - 1))).toBe(
      `La password deve avere almeno ${PASSWORD_MIN} caratteri.`,
    );
    expect(weakPasswordMessage("password12345")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(COMMON_PASSWORD_MESSAGE).toBe(
      "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
    );
  });
});
