import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { requestContext } from "../../../../tests/support/action";
import { signIn, type SignInResult } from "~/features/staff/auth/sessions.server";
import { createUser } from "~/features/staff/accounts.server";
import { auditLog } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { describeOnEachDatabase, type TestDatabase } from "../../../../tests/support/db";

const OFFICE_EMAIL = "ufficio@esempio.it";
const PASSWORD = "una-password-lunga-2025";
const WRONG = "password-sbagliata";
/** The sign-in limit per address and per e-mail (sessions.server.ts). */
const LIMIT = 5;

// Every password actually checked and refused leaves one "sign-in-failed" row
// in the history: counting them counts the hashes spent on wrong passwords.
async function passwordsRefused(database: TestDatabase): Promise<number> {
  const rows = await database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, "sign-in-failed"));
  return rows.length;
}

function tally(results: SignInResult[]) {
  return {
    signedIn: results.filter((r) => r.ok).length,
    invalid: results.filter((r) => !r.ok && r.reason === "invalid").length,
    limited: results.filter((r) => !r.ok && r.reason === "rate-limited").length,
  };
}

/**
 * Wrong passwords only: none signs in, at most LIMIT are checked, the rest are
 * refused by the limit. (Fewer than LIMIT may be checked: the address and the
 * e-mail are counted apart, and concurrent attempts can each take the last
 * point of one of the two.)
 */
function expectAtMostLimitChecked(counts: ReturnType<typeof tally>, attempts: number) {
  expect(counts.signedIn).toBe(0);
  expect(counts.invalid).toBeGreaterThan(0);
  expect(counts.invalid).toBeLessThanOrEqual(LIMIT);
  expect(counts.limited).toBe(attempts - counts.invalid);
}

describeOnEachDatabase(
  "sign-in limits under concurrency on %s",
  (db) => {
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR });

    function attempt(database: TestDatabase, clientIp: string, email: string, password: string) {
      return signIn(
        new Request("http://localhost/admin/login", { method: "POST" }),
        requestContext(database, env, { clientIp }),
        { email, password },
      );
    }

    /** The database of this test with the office's account in it. */
    async function withOffice() {
      const database = db();
      await createUser(database.db, { email: OFFICE_EMAIL, password: PASSWORD });
      return database;
    }

    /** `n` sign-ins at once, the i-th from the address, e-mail and password `nth(i)` gives. */
    function burst(
      database: TestDatabase,
      n: number,
      nth: (i: number) => [clientIp: string, email: string, password: string],
    ) {
      return Promise.all(Array.from({ length: n }, (_, i) => attempt(database, ...nth(i))));
    }

    /**
     * A burst of wrong passwords was held to the limit, each password checked
     * on record; the right one after it, from `rightFrom`, is refused unchecked.
     */
    async function expectBurstHeld(
      database: TestDatabase,
      burst: SignInResult[],
      rightFrom: string,
    ) {
      expectAtMostLimitChecked(tally(burst), burst.length);
      expect(await passwordsRefused(database)).toBe(tally(burst).invalid);
      const right = await attempt(database, rightFrom, OFFICE_EMAIL, PASSWORD);
      expect(right).toMatchObject({ ok: false, reason: "rate-limited" });
    }

    it.each([
      ["a known e-mail", OFFICE_EMAIL],
      ["an unknown e-mail", "nessuno@esempio.it"],
    ])(
      "100 concurrent attempts from one address for %s check at most the limit's passwords",
      async (_, email) => {
        const database = await withOffice();
        const results = await burst(database, 100, () => ["203.0.113.7", email, WRONG]);
        await expectBurstHeld(database, results, "203.0.113.7");
      },
    );

    it("100 concurrent attempts from 100 addresses for one e-mail check at most the limit's passwords", async () => {
      const database = await withOffice();
      const results = await burst(database, 100, (i) => [
        `198.51.100.${i + 1}`,
        OFFICE_EMAIL,
        WRONG,
      ]);
      await expectBurstHeld(database, results, "192.0.2.200");
    });

    it("a burst of wrong passwords with the right one among them signs in at most once, and only within the limit", async () => {
      const database = await withOffice();
      const results = await burst(database, 30, (i) => [
        "203.0.113.9",
        OFFICE_EMAIL,
        i === 29 ? PASSWORD : WRONG,
      ]);
      const { signedIn, invalid, limited } = tally(results);
      // At most LIMIT attempts reach the password check, whichever order they arrive in.
      expect(signedIn + invalid).toBeLessThanOrEqual(LIMIT);
      expect(limited).toBeGreaterThanOrEqual(30 - LIMIT);
      expect(await passwordsRefused(database)).toBe(invalid);
    });

    it("a success forgets both counts: an office behind one address keeps its attempts", async () => {
      const database = await withOffice();
      const office = "203.0.113.50";
      for (let i = 0; i < LIMIT - 1; i++) {
        expect(await attempt(database, office, OFFICE_EMAIL, WRONG)).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
      expect((await attempt(database, office, OFFICE_EMAIL, PASSWORD)).ok).toBe(true);
      // Both counters start again: the address and the e-mail each get LIMIT new attempts.
      for (let i = 0; i < LIMIT - 1; i++) {
        expect(await attempt(database, office, OFFICE_EMAIL, WRONG)).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
      expect((await attempt(database, office, OFFICE_EMAIL, PASSWORD)).ok).toBe(true);
      for (let i = 0; i < LIMIT; i++) {
        expect(await attempt(database, office, `collega${i}@esempio.it`, WRONG)).toEqual({
          ok: false,
          reason: "invalid",
        });
      }
      expect(await attempt(database, office, "collega9@esempio.it", WRONG)).toMatchObject({
        ok: false,
        reason: "rate-limited",
      });
    });
  },
  { fresh: "each" },
);
