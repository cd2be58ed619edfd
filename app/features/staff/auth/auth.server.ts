import { argon2, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import { and, count, eq, lt, or } from "drizzle-orm";
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { now } from "~/platform/clock.server";
import type { Db } from "~/platform/db/client.server";
import { sessions, users, STAFF_ROLES, type StaffRole } from "~/platform/db/schema";
import { recordChange } from "~/platform/records/audit.server";
import type { Env } from "~/platform/env.server";
import { createRateLimiter, hashedKey } from "~/platform/security/rate-limit.server";
import { appContext, type WorkerDeps } from "~/context";

/**
 * Staff accounts and sessions (docs/architecture.md "auth"). Passwords: argon2id with
 * the OWASP parameters (m=19 MiB, t=2, p=1) through Node 24's crypto.argon2.
 * Sessions: the cookie carries a random 256-bit token, the table keeps only its
 * SHA-256, so a leaked table opens no session.
 */

export const PASSWORD_MIN_LENGTH = 12;
/** A session ends after 8 hours without requests… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and 7 days after sign-in, whatever happens. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

/** spec §5: one message for an unknown e-mail and a wrong password. */
export const LOGIN_ERROR = "Errore durante il login. Verifica le tue credenziali.";
/** Failed sign-ins allowed per IP and per e-mail within LOGIN_WINDOW_SECONDS. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export type Staff = { id: string; email: string; name: string; role: StaffRole };

// ---------------------------------------------------------------- passwords

type Argon2Cost = { memory: number; passes: number; parallelism: number; tagLength: number };
const ARGON2: Argon2Cost = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

function argon2id(password: string, salt: Buffer, params: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2("argon2id", { message: password, nonce: salt, ...params }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** An argon2id hash in the PHC string format: $argon2id$v=19$m=…,t=…,p=…$salt$hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password, salt, ARGON2);
  return `$argon2id$v=19$m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Checks a password against a PHC string; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[5]!, "base64url");
  const key = await argon2id(password, Buffer.from(match[4]!, "base64url"), {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;
/** Verified against when the e-mail is unknown, so both failures take the same time. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

// ---------------------------------------------------------------- users

export const NewStaffSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Inserisci un indirizzo e-mail valido." })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri.`),
  name: z.string().trim().max(120).default(""),
  // The command line and ADMIN_EMAIL make the first accounts: amministratore (issue 16).
  role: z.enum(STAFF_ROLES).default("amministratore"),
});

/** Creates a staff account. Throws a ZodError for a bad e-mail or a short password. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; name?: string; role?: StaffRole },
): Promise<Staff> {
  const { email, password, name, role } = NewStaffSchema.parse(input);
  const [user] = await db
    .insert(users)
    .values({ email, name, role, passwordHash: await hashPassword(password) })
    .returning(staffColumns);
  return user!;
}

const staffColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** Changes a password and ends every session of that user. */
export async function setPassword(db: Db, userId: string, password: string) {
  const { password: valid } = NewStaffSchema.pick({ password: true }).parse({ password });
  const passwordHash = await hashPassword(valid);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select(staffColumns)
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

/** Deleting a user deletes their sessions (foreign key cascade): they are signed out. */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row!.n);
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
  const ok = await verifyPassword(password, user?.hash ?? (await dummyPasswordHash()));
  if (!user || !ok || !user.active) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** Start-up task: with ADMIN_EMAIL/ADMIN_PASSWORD set and no account yet, create that admin. */
export async function ensureAdminFromEnv({ database, env, log }: WorkerDeps): Promise<void> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return;
  if ((await countUsers(database.db)) > 0) return;
  try {
    await createUser(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    log.info({ email: env.ADMIN_EMAIL }, "admin account created from ADMIN_EMAIL");
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if ((await countUsers(database.db)) === 0) throw error;
  }
}

// ---------------------------------------------------------------- sessions

function tokenId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Stores a new session and returns the token for the cookie (never stored). */
export async function createSession(
  db: Db,
  userId: string,
  userAgent = "",
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const t = now();
  const expiresAt = new Date(t.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id: tokenId(token),
    userId,
    createdAt: t,
    lastSeenAt: t,
    expiresAt,
    userAgent: userAgent.slice(0, 300),
  });
  return { token, expiresAt };
}

/** The id under which a session token is stored (its SHA-256). */
export function sessionIdOf(token: string): string {
  return tokenId(token);
}

/**
 * The staff member this token belongs to, or null when the session is unknown,
 * idle for more than 8 hours, older than 7 days, or its user was deleted or
 * deactivated.
 */
export async function findSessionUser(db: Db, token: string): Promise<Staff | null> {
  if (!token) return null;
  const id = tokenId(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
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

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, tokenId(token)));
}

/** Removes sessions that can no longer be used (called at sign-in; cheap with the index). */
export async function deleteExpiredSessions(db: Db): Promise<void> {
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

// ---------------------------------------------------------------- cookies

function isSecure(env: Env): boolean {
  return env.PUBLIC_URL.startsWith("https://");
}

/** `__Host-` binds the cookie to our host and path "/" when it can be Secure. */
export function sessionCookieName(env: Env): string {
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

// ---------------------------------------------------------------- request helpers

type Context = Readonly<RouterContextProvider>;

/** The session's user, looked up once per request (the admin middleware, then loaders). */
const staffContext = createContext<{ staff: Staff | null } | null>(null);

/** The signed-in staff member, or null. */
export async function getStaff(request: Request, context: Context): Promise<Staff | null> {
  const cached = context.get(staffContext);
  if (cached) return cached.staff;
  const { database, env } = context.get(appContext);
  const staff = await findSessionUser(database.db, readSessionToken(request, env));
  context.set(staffContext, { staff });
  return staff;
}

/**
 * The signed-in staff member; otherwise throws a redirect to /admin/login that
 * brings the visitor back here after signing in. Call it in every admin loader and action.
 */
export async function requireStaff(request: Request, context: Context): Promise<Staff> {
  const staff = await getStaff(request, context);
  if (staff) return staff;
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Shown by the 403 page (root ErrorBoundary) to a redattore on an amministratore's page. */
export const FORBIDDEN_MESSAGE = "Questa pagina è riservata agli amministratori.";

/**
 * The signed-in staff member if they hold `role`. Anonymous: the redirect to
 * sign in, as requireStaff. Signed in with another role: a 403 answer (not a
 * redirect, so there is no loop), shown as an Italian page. Call it in the
 * guard of admin-only pages and again in each of their actions.
 */
export async function requireRole(
  request: Request,
  context: Context,
  role: StaffRole,
): Promise<Staff> {
  const staff = await requireStaff(request, context);
  if (staff.role !== role) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  return staff;
}

/** Only our own admin pages are valid destinations after sign-in (no open redirect). */
export function safeRedirectTo(value: unknown): string {
  if (
    typeof value === "string" &&
    /^\/admin(\/|$)/.test(value) &&
    !value.startsWith("/admin/login") &&
    !value.startsWith("/admin/logout") &&
    !/[\\\s]/.test(value)
  ) {
    return value;
  }
  return "/admin/dashboard";
}

export type SignInResult =
  | { ok: true; staff: Staff; setCookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

/**
 * Checks the credentials under the rate limits (5 failures in 15 minutes per IP
 * and per e-mail) and, on success, starts a new session: any session the
 * browser already had is deleted, so the id changes at every sign-in.
 */
export async function signIn(
  request: Request,
  context: Context,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { database, env } = context.get(appContext);
  const byIp = createRateLimiter(database, {
    keyPrefix: "login-ip",
    points: LOGIN_MAX_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const byEmail = createRateLimiter(database, {
    keyPrefix: "login-email",
    points: LOGIN_MAX_FAILURES,
    duration: LOGIN_WINDOW_SECONDS,
  });
  const ipKey = clientIp(context);
  const emailKey = hashedKey(credentials.email);
  const wait = Math.max(await byIp.retryAfter(ipKey), await byEmail.retryAfter(emailKey));
  if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };

  const staff = await verifyCredentials(database.db, credentials.email, credentials.password);
  if (!staff) {
    await Promise.all([byIp.consume(ipKey), byEmail.consume(emailKey)]);
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
  await byEmail.reset(emailKey);
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

/** Deletes the browser's session; returns the Set-Cookie header that clears the cookie. */
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

/** The ids (token hashes) of a user's sessions. */
export async function listSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}
