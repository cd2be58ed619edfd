import { eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { requestContext } from "../../../../tests/support/action";
import {
  createSession,
  findSessionUser,
  getStaff,
  listSessionIds,
  LOGIN_ERROR,
  readSessionToken,
  signIn,
  signOut,
  verifyCredentials,
} from "~/features/staff/auth/sessions.server";
import { createUser, deleteUser, ensureAdminFromEnv } from "~/features/staff/accounts.server";
import { requireStaff } from "~/features/staff/auth/guards.server";
import { sessions, users } from "~/platform/db/schema";
import { parseEnv, type Env } from "~/platform/env.server";
import { createRateLimiter, retryAfterMessage } from "~/platform/security/rate-limit.server";
import { createTestDatabase, describeOnEachDatabase } from "../../../../tests/support/db";

const PASSWORD = "una-password-lunga-2025";

function requestWithCookie(env: Env, token: string, path = "/admin/dashboard") {
  return new Request(`http://localhost${path}`, {
    headers: { Cookie: `other=1; staff_session=${token}` },
  });
}

describeOnEachDatabase("staff accounts and sessions on %s", (db, kind) => {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR });

  it("creates accounts with a lower-cased e-mail and refuses short passwords", async () => {
    const database = db();
    const staff = await createUser(database.db, {
      email: " Segreteria@Esempio.IT ",
      password: PASSWORD,
    });
    expect(staff.email).toBe("segreteria@esempio.it");
    await expect(
      createUser(database.db, { email: "breve@esempio.it", password: "corta-12345" }),
    ).rejects.toThrow(/almeno 12 caratteri/);
    const [row] = await database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(await verifyCredentials(database.db, "SEGRETERIA@esempio.it", PASSWORD)).toEqual(staff);
    expect(
      await verifyCredentials(database.db, "segreteria@esempio.it", "sbagliata-123456"),
    ).toBeNull();
    expect(await verifyCredentials(database.db, "nessuno@esempio.it", PASSWORD)).toBeNull();
  });

  it("keeps only the SHA-256 of the token and finds the user by it", async () => {
    const database = db();
    const staff = await createUser(database.db, { email: "token@esempio.it", password: PASSWORD });
    const { token } = await createSession(database.db, staff.id);
    const ids = await listSessionIds(database.db, staff.id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(ids[0]).not.toContain(token);
    expect(await findSessionUser(database.db, token)).toEqual(staff);
    expect(await findSessionUser(database.db, `${token}x`)).toBeNull();
    expect(await findSessionUser(database.db, "")).toBeNull();
  });

  it("ends a session after 8 idle hours and after 7 days however active", async () => {
    const database = db();
    const staff = await createUser(database.db, { email: "scade@esempio.it", password: PASSWORD });
    const idle = await createSession(database.db, staff.id);
    const old = await createSession(database.db, staff.id);
    const fresh = await createSession(database.db, staff.id);
    const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
    const [idleId, oldId] = await Promise.all(
      [idle.token, old.token].map(async (t) => {
        const { createHash } = await import("node:crypto");
        return createHash("sha256").update(t).digest("hex");
      }),
    );
    await database.db
      .update(sessions)
      .set({ lastSeenAt: hours(8.1) })
      .where(eq(sessions.id, idleId!));
    // Active a minute ago, but signed in more than 7 days ago.
    await database.db
      .update(sessions)
      .set({ createdAt: hours(24 * 7 + 1), lastSeenAt: hours(0.02), expiresAt: hours(1) })
      .where(eq(sessions.id, oldId!));
    expect(await findSessionUser(database.db, idle.token)).toBeNull();
    expect(await findSessionUser(database.db, old.token)).toBeNull();
    expect(await findSessionUser(database.db, fresh.token)).toEqual(staff);
    // Expired sessions are removed, not just ignored.
    expect(await listSessionIds(database.db, staff.id)).toHaveLength(1);
  });

  it("revokes: deleting the user or the session signs that browser out", async () => {
    const database = db();
    const staff = await createUser(database.db, { email: "revoca@esempio.it", password: PASSWORD });
    const a = await createSession(database.db, staff.id);
    const b = await createSession(database.db, staff.id);
    const context = requestContext(database, env);
    expect(setCookieParts(await signOut(requestWithCookie(env, a.token), context))).toEqual({
      pair: "staff_session=",
      attributes: ["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax"],
    });
    expect(await findSessionUser(database.db, a.token)).toBeNull();
    expect(await findSessionUser(database.db, b.token)).toEqual(staff);
    await deleteUser(database.db, staff.id);
    expect(await findSessionUser(database.db, b.token)).toBeNull();
  });

  it("requireStaff redirects anonymous visitors to the login with the way back", async () => {
    const database = db();
    const context = requestContext(database, env);
    const thrown = await requireStaff(
      new Request("http://localhost/admin/news/edit/abc?x=1"),
      context,
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fnews%2Fedit%2Fabc%3Fx%3D1",
    );
  });

  it("requireStaff returns the signed-in user, once per request, and forgets it on sign-out", async () => {
    const database = db();
    const staff = await createUser(database.db, {
      email: "guardia@esempio.it",
      password: PASSWORD,
    });
    const { token } = await createSession(database.db, staff.id);
    const context = requestContext(database, env);
    const request = requestWithCookie(env, token);
    expect(await requireStaff(request, context)).toEqual(staff);
    expect(await getStaff(request, context)).toEqual(staff);
    await signOut(request, context);
    expect(await getStaff(request, context)).toBeNull();
    expect(await getStaff(request, requestContext(database, env))).toBeNull();
  });

  it("signs in with a fresh session id each time, and limits failures per e-mail", async () => {
    const database = db();
    const staff = await createUser(database.db, {
      email: "accesso@esempio.it",
      password: PASSWORD,
    });
    const context = requestContext(database, env, { clientIp: "198.51.100.1" });
    const first = await signIn(new Request("http://localhost/admin/login"), context, {
      email: "accesso@esempio.it",
      password: PASSWORD,
    });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(setCookieParts(first.setCookie)).toEqual({
      pair: expect.stringMatching(/^staff_session=[\w-]{43}$/),
      attributes: ["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Lax"],
    });
    const firstToken = readSessionToken(
      new Request("http://x/", { headers: { Cookie: first.setCookie.split(";")[0]! } }),
      env,
    );
    // Signing in again from the same browser replaces its session.
    const second = await signIn(requestWithCookie(env, firstToken, "/admin/login"), context, {
      email: "accesso@esempio.it",
      password: PASSWORD,
    });
    expect(second.ok).toBe(true);
    expect(await findSessionUser(database.db, firstToken)).toBeNull();
    expect(await listSessionIds(database.db, staff.id)).toHaveLength(1);

    // Five failures from five different addresses: the e-mail is now locked for everyone.
    for (let i = 0; i < 5; i++) {
      const result = await signIn(
        new Request("http://localhost/admin/login"),
        requestContext(database, env, { clientIp: `192.0.2.${i + 10}` }),
        { email: "accesso@esempio.it", password: "password-sbagliata" },
      );
      expect(result).toEqual({ ok: false, reason: "invalid" });
    }
    const locked = await signIn(
      new Request("http://localhost/admin/login"),
      requestContext(database, env, { clientIp: "192.0.2.99" }),
      { email: "Accesso@esempio.it", password: PASSWORD },
    );
    expect(locked.ok).toBe(false);
    if (locked.ok || locked.reason !== "rate-limited") throw new Error("expected a rate limit");
    expect(locked.retryAfter).toBeGreaterThan(14 * 60);
    expect(locked.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(LOGIN_ERROR).toBe("Errore durante il login. Verifica le tue credenziali.");
  });

  it("limits failures per IP address across e-mails", async () => {
    const database = db();
    const context = requestContext(database, env, { clientIp: "198.51.100.200" });
    for (let i = 0; i < 5; i++) {
      const result = await signIn(new Request("http://localhost/admin/login"), context, {
        email: `sconosciuto${i}@esempio.it`,
        password: "password-sbagliata",
      });
      expect(result).toEqual({ ok: false, reason: "invalid" });
    }
    const sixth = await signIn(new Request("http://localhost/admin/login"), context, {
      email: "altro@esempio.it",
      password: "password-sbagliata",
    });
    expect(sixth).toMatchObject({ ok: false, reason: "rate-limited" });
  });

  it("creates the ADMIN_EMAIL account only when there is no user at all", async () => {
    const empty = await createTestDatabase(kind);
    try {
      const adminEnv = parseEnv({
        NODE_ENV: "test",
        DATA_DIR: process.env.DATA_DIR,
        ADMIN_EMAIL: "admin@esempio.it",
        ADMIN_PASSWORD: PASSWORD,
      });
      const log = pino({ level: "silent" });
      await ensureAdminFromEnv({ database: empty, env: adminEnv, log });
      await ensureAdminFromEnv({ database: empty, env: adminEnv, log });
      const rows = await empty.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: "admin@esempio.it" }]);
      expect(await verifyCredentials(empty.db, "admin@esempio.it", PASSWORD)).not.toBeNull();
    } finally {
      await empty.drop();
    }
  });
});

describeOnEachDatabase(
  "rate limiter on %s",
  (db) => {
    it("counts per key, tells the seconds to wait, and resets", async () => {
      const database = db();
      const limiter = createRateLimiter(database, { keyPrefix: "prova", points: 2, duration: 60 });
      expect(createRateLimiter(database, { keyPrefix: "prova", points: 2, duration: 60 })).toBe(
        limiter,
      );
      expect(await limiter.consume("a")).toBe(0);
      expect(await limiter.consume("a")).toBe(0);
      const wait = await limiter.consume("a");
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await limiter.consume("b")).toBe(0);
      await limiter.reset("a");
      expect(await limiter.consume("a")).toBe(0);
    });

    it("says when to retry in Italian", () => {
      expect(retryAfterMessage(1)).toBe("Troppi tentativi. Riprova tra 1 secondo.");
      expect(retryAfterMessage(45)).toBe("Troppi tentativi. Riprova tra 45 secondi.");
      expect(retryAfterMessage(61)).toBe("Troppi tentativi. Riprova tra 2 minuti.");
      expect(retryAfterMessage(900)).toBe("Troppi tentativi. Riprova tra 15 minuti.");
    });
  },
  { fresh: "each" },
);

/** A Set-Cookie header as its name=value pair and its sorted attributes (their order carries no meaning, RFC 6265 §4.1.1). */
function setCookieParts(header: string): { pair: string; attributes: string[] } {
  const [pair = "", ...attributes] = header.split("; ");
  return { pair, attributes: attributes.sort() };
}
