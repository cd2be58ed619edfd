import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { Role } from "~/features/staff/auth/roles";
import { verifyPassword } from "~/features/staff/auth/passwords.server";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { sessions, users } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { recordChange } from "~/platform/records/audit.server";
import { createRateLimiter, hashedKey } from "~/platform/security/rate-limit.server";
import { createToken, hashToken } from "~/platform/security/token-hash.server";

/**
 * Staff sessions (decision 005): the cookie carries a random token, the table
 * keeps only its hash (token-hash.server.ts). Signing in checks the
 * credentials under rate limits and always starts a new session; signing out,
 * a new password or a deactivated account ends sessions.
 */

export type Staff = { id: string; email: string; name: string; role: Role };

/** A session ends after 8 hours without requests… */
const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and 7 days after sign-in, whatever happens. */
const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** spec §5: one message for an unknown e-mail and a wrong password. */
export const LOGIN_ERROR = "Errore durante il login. Verifica le tue credenziali.";
/** Sign-in attempts allowed per IP and per e-mail within LOGIN_WINDOW_SECONDS; a success forgets them. */
const LOGIN_MAX_ATTEMPTS = 5;
const LOGIN_WINDOW_SECONDS = 15 * 60;

const staffColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

// ---------------------------------------------------------------- session rows

/** The returned token is for the cookie and is never stored. */
export async function createSession(
  db: Db,
  userId: string,
  userAgent = "",
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = createToken();
  const t = now();
  const expiresAt = new Date(t.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id: hash,
    userId,
    createdAt: t,
    lastSeenAt: t,
    expiresAt,
    userAgent: userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/**
 * The staff member this token belongs to, or null when the session is unknown,
 * idle for more than 8 hours, older than 7 days, or its user was deleted or
 * deactivated.
 */
export async function findSessionUser(db: Db, token: string): Promise<Staff | null> {
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ ...staffColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.active, true)))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const t = now();
  if (row.expiresAt <= t || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= t.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (t.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: t }).where(eq(sessions.id, id));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

async function deleteSession(db: Db, token: string): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Removes sessions that can no longer be used (called at sign-in; cheap with the index). */
async function deleteExpiredSessions(db: Db): Promise<void> {
  const t = now();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, t),
        lt(sessions.lastSeenAt, new Date(t.getTime() - SESSION_IDLE_MS)),
      ),
    );
}

/**
 * Ends every session of a user (a new password, a deactivated account), all
 * but `exceptId` when given (the one in use). Returns how many ended.
 */
export async function endSessions(db: Db, userId: string, exceptId?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The ids (token hashes) of a user's sessions. */
export async function listSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- the cookie

function isSecure(env: Env): boolean {
  return env.PUBLIC_URL.startsWith("https://");
}

/** `__Host-` binds the cookie to our host and path "/" when it can be Secure. */
function sessionCookieName(env: Env): string {
  return isSecure(env) ? "__Host-staff_session" : "staff_session";
}

export function serializeSessionCookie(env: Env, token: string, maxAgeSeconds: number): string {
  return serializeCookie(sessionCookieName(env), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: maxAgeSeconds,
    secure: isSecure(env),
  });
}

export function readSessionToken(request: Request, env: Env): string {
  return parseCookie(request.headers.get("Cookie") ?? "")[sessionCookieName(env)] ?? "";
}

/** The id under which this browser's session is stored (to tell it apart from the others). */
export function currentSessionId(request: Request, env: Env): string {
  return hashToken(readSessionToken(request, env));
}

// ---------------------------------------------------------------- per request

type Context = Readonly<RouterContextProvider>;

/** The session's user, looked up once per request (the staff guards, then loaders). */
const staffContext = createContext<{ staff: Staff | null } | null>(null);

/** The signed-in staff member, or null (guards.server.ts throws instead). */
export async function getStaff(request: Request, context: Context): Promise<Staff | null> {
  const cached = context.get(staffContext);
  if (cached) return cached.staff;
  const { database, env } = context.get(appContext);
  const staff = await findSessionUser(database.db, readSessionToken(request, env));
  context.set(staffContext, { staff });
  return staff;
}

/**
 * The user for this e-mail and password, or null. Same work whether or not the
 * e-mail exists; a deactivated account is refused like a wrong password.
 */
export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<Staff | null> {
  const [user] = await db
    .select({ ...staffColumns, hash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(password, user?.hash);
  if (!user || !ok || !user.active) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

export type SignInResult =
  | { ok: true; staff: Staff; setCookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

/**
 * On success, any session the browser already had is deleted, so the id
 * changes at every sign-in.
 *
 * The attempt is counted before the password is checked (decision 005): a
 * limit read before the hash and spent after it lets a burst of concurrent
 * attempts all pass the check. A success forgets both counts, so an office
 * behind one address is not locked out by its own earlier typos. Known and
 * unknown e-mails spend the same points and the same hash.
 */
export async function signIn(
  request: Request,
  context: Context,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { database, env } = context.get(appContext);
  const byIp = createRateLimiter(database, {
    keyPrefix: "login-ip",
    points: LOGIN_MAX_ATTEMPTS,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const byEmail = createRateLimiter(database, {
    keyPrefix: "login-email",
    points: LOGIN_MAX_ATTEMPTS,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const ipKey = clientIp(context);
  const emailKey = hashedKey(credentials.email);
  const waits = await Promise.all([byIp.consume(ipKey), byEmail.consume(emailKey)]);
  const wait = Math.max(...waits);
  if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };

  const staff = await verifyCredentials(database.db, credentials.email, credentials.password);
  if (!staff) {
    // The e-mail typed, cut short: who was tried, never the password.
    const typed = credentials.email.trim().toLowerCase().slice(0, 120);
    const [known] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, typed));
    await recordChange(database.db, {
      actor: { id: known?.id ?? null, label: typed },
      action: "sign-in-failed",
      entityType: "session",
      summary: `Accesso non riuscito per ${typed} (indirizzo ${ipKey})`,
    });
    return { ok: false, reason: "invalid" };
  }
  await Promise.all([byIp.reset(ipKey), byEmail.reset(emailKey)]);
  await deleteSession(database.db, readSessionToken(request, env));
  await deleteExpiredSessions(database.db);
  const token = await database.db.transaction(async (tx) => {
    const created = await createSession(tx, staff.id, request.headers.get("User-Agent") ?? "");
    await tx.update(users).set({ lastSignInAt: now() }).where(eq(users.id, staff.id));
    await recordChange(tx, {
      actor: { id: staff.id, label: staff.name || staff.email },
      action: "sign-in",
      entityType: "session",
      summary: `Accesso all'area riservata (indirizzo ${ipKey})`,
    });
    return created.token;
  });
  context.set(staffContext, null);
  return {
    ok: true,
    staff,
    setCookie: serializeSessionCookie(env, token, SESSION_ABSOLUTE_MS / 1000),
  };
}

/** Returns the Set-Cookie header that clears the cookie. */
export async function signOut(request: Request, context: Context): Promise<string> {
  const { database, env } = context.get(appContext);
  const staff = await getStaff(request, context);
  const token = readSessionToken(request, env);
  await database.db.transaction(async (tx) => {
    await deleteSession(tx, token);
    if (staff) {
      await recordChange(tx, {
        actor: { id: staff.id, label: staff.name || staff.email },
        action: "sign-out",
        entityType: "session",
        summary: "Uscita dall'area riservata",
      });
    }
  });
  context.set(staffContext, { staff: null });
  return serializeSessionCookie(env, "", 0);
}

/** The client's IP as Express saw it (trust proxy: loopback), for rate limits. */
function clientIp(context: Context): string {
  return context.get(appContext).clientIp ?? "unknown";
}
