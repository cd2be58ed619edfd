// Staff accounts (decision 032). Every write from the staff area records its
// history row in its transaction.
import { and, asc, count, desc, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import {
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT_MESSAGE,
  ROLE_LABELS,
  SET_PASSWORD_LINK_HOURS,
} from "~/features/staff/accounts";
import {
  hashPassword,
  hashUnguessablePassword,
  verifyPassword,
  weakPasswordMessage,
} from "~/features/staff/auth/passwords.server";
import { ROLES } from "~/platform/db/staff-roles";
import type { Role } from "~/features/staff/auth/roles";
import { endSessions, type Staff } from "~/features/staff/auth/sessions.server";
import type { WorkerDeps } from "~/context";
import { now } from "~/platform/clock.server";
import { isUniqueViolation, type Db } from "~/platform/db/client.server";
import { passwordTokens, sessions, users } from "~/platform/db/schema";
import type { Env } from "~/platform/env.server";
import { enqueueJob } from "~/platform/jobs.server";
import { mailConfigured } from "~/platform/mail.server";
import { actorOf, recordChange } from "~/platform/records/audit.server";
import { createToken, hashToken } from "~/platform/security/token-hash.server";
import { isUuid } from "~/platform/uuid";

/** A rule of accounts refused with a message for the person (shown next to the form). */
export class AccountRuleError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const LAST_ADMIN_MESSAGE =
  "È l'ultimo amministratore attivo: nomina prima un altro amministratore.";

// ---------------------------------------------------------------- without the staff area

/** An account made from the command line or ADMIN_EMAIL: a password, no history row. */
const NewStaffSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Inserisci un indirizzo e-mail valido." })),
  password: z.string().min(PASSWORD_MIN, PASSWORD_TOO_SHORT_MESSAGE),
  name: z.string().trim().max(120).default(""),
  // The command line and ADMIN_EMAIL make the first accounts: amministratore.
  role: z.enum(ROLES).default("amministratore"),
});

const staffColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** Throws a ZodError for a bad e-mail or a short password. */
export async function createUser(
  db: Db,
  input: { email: string; password: string; name?: string; role?: Role },
): Promise<Staff> {
  const { email, password, name, role } = NewStaffSchema.parse(input);
  const [user] = await db
    .insert(users)
    .values({ email, name, role, passwordHash: await hashPassword(password) })
    .returning(staffColumns);
  return user!;
}

/** Changes a password (the command line's --reset-password) and ends every session of that user. */
export async function setPassword(db: Db, userId: string, password: string) {
  const { password: valid } = NewStaffSchema.pick({ password: true }).parse({ password });
  const passwordHash = await hashPassword(valid);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, userId);
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

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row!.n);
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

// ---------------------------------------------------------------- in the staff area

export type AccountRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
};

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
};

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  return db
    .select({ ...accountColumns, lastSignInAt: users.lastSignInAt, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.active), asc(users.name), asc(users.email));
}

/** Locks the account and every active amministratore, then says whether `userId` is the last one. */
async function isLastActiveAdmin(tx: Db, userId: string): Promise<boolean> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "amministratore"), eq(users.active, true)))
    .for("update");
  return admins.length === 1 && admins[0]!.id === userId;
}

async function voidPasswordLinks(tx: Db, userId: string): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/**
 * A new one-time set-password link for an account (earlier unused links stop
 * working): e-mailed through the outbox when mail is configured, otherwise
 * returned to be shown once to the amministratore. `mailed` says which.
 */
async function issuePasswordLink(
  tx: Db,
  env: Env,
  account: { id: string; name: string; email: string },
): Promise<{ link: string; mailed: boolean }> {
  const { token, hash } = createToken();
  await voidPasswordLinks(tx, account.id);
  await tx.insert(passwordTokens).values({
    id: hash,
    userId: account.id,
    expiresAt: new Date(now().getTime() + SET_PASSWORD_LINK_HOURS * 3600_000),
  });
  const link = `${env.PUBLIC_URL}/admin/imposta-password/${token}`;
  const mailed = mailConfigured(env);
  if (mailed) {
    await enqueueJob(tx, "account.mail-link", {
      to: account.email,
      name: account.name,
      url: link,
      hours: SET_PASSWORD_LINK_HOURS,
    });
  }
  return { link, mailed };
}

export async function createAccount(
  db: Db,
  env: Env,
  input: { name: string; email: string; role: Role },
  by: Staff,
): Promise<{ id: string; link: string; mailed: boolean }> {
  // No one knows this password: the account is usable only through the link.
  const unusable = await hashUnguessablePassword();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, role: input.role, passwordHash: unusable })
        .returning({ id: users.id });
      const { link, mailed } = await issuePasswordLink(tx, env, { id: user!.id, ...input });
      await recordChange(tx, {
        actor: actorOf(by),
        action: "create",
        entityType: "user",
        entityId: user!.id,
        summary: `Account di ${input.name} (${input.email}) creato come ${ROLE_LABELS[input.role].toLowerCase()}`,
      });
      return { id: user!.id, link, mailed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AccountRuleError("Esiste già un account con questo indirizzo e-mail.", "email");
    }
    throw error;
  }
}

/** A new set-password link for an account (lost link, forgotten password). */
export async function reissuePasswordLink(
  db: Db,
  env: Env,
  userId: string,
  by: Staff,
): Promise<{ link: string; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const account = await accountForUpdate(tx, userId);
    const answer = await issuePasswordLink(tx, env, account);
    await recordChange(tx, {
      actor: actorOf(by),
      action: "password-link",
      entityType: "user",
      entityId: userId,
      summary: `Nuovo link per la password di ${account.name || account.email}`,
    });
    return answer;
  });
}

async function accountForUpdate(tx: Db, userId: string) {
  if (!isUuid(userId)) throw new AccountRuleError("Account non trovato.");
  const [account] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!account) throw new AccountRuleError("Account non trovato.");
  return account;
}

/** Changes a role; the last active amministratore cannot become redattore. */
export async function changeRole(db: Db, userId: string, role: Role, by: Staff): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await accountForUpdate(tx, userId);
    if (account.role === role) return;
    if (role !== "amministratore" && account.active && (await isLastActiveAdmin(tx, userId))) {
      throw new AccountRuleError(LAST_ADMIN_MESSAGE, "role");
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordChange(tx, {
      actor: actorOf(by),
      action: "role",
      entityType: "user",
      entityId: userId,
      summary: `Ruolo di ${account.name || account.email}: ${ROLE_LABELS[role].toLowerCase()}`,
    });
  });
}

/**
 * Deactivates (ending every session of that person at once, and their unused
 * links) or reactivates an account. The last active amministratore cannot be
 * deactivated, and nobody deactivates themselves.
 */
export async function setAccountActive(
  db: Db,
  userId: string,
  active: boolean,
  by: Staff,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await accountForUpdate(tx, userId);
    if (account.active === active) return;
    if (!active) {
      if (userId === by.id) throw new AccountRuleError("Non puoi disattivare il tuo account.");
      if (account.role === "amministratore" && (await isLastActiveAdmin(tx, userId))) {
        throw new AccountRuleError(LAST_ADMIN_MESSAGE);
      }
      await endSessions(tx, userId);
      await voidPasswordLinks(tx, userId);
    }
    await tx.update(users).set({ active }).where(eq(users.id, userId));
    await recordChange(tx, {
      actor: actorOf(by),
      action: active ? "reactivate" : "deactivate",
      entityType: "user",
      entityId: userId,
      summary: `Account di ${account.name || account.email} ${active ? "riattivato" : "disattivato"}`,
    });
  });
}

/** The account a set-password link opens, or null when the link is unknown, used or expired. */
export async function findPasswordLink(db: Db, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(passwordTokens)
    .innerJoin(users, and(eq(users.id, passwordTokens.userId), eq(users.active, true)))
    .where(
      and(
        eq(passwordTokens.id, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now()),
      ),
    );
  return row ?? null;
}

/** Refuses a password that is too short or among the most common ones. */
function checkPasswordStrength(password: string, email: string): void {
  const weakness = weakPasswordMessage(password, email);
  if (weakness) throw new AccountRuleError(weakness, "password");
}

/**
 * Sets the password through a one-time link; the link stops working. False
 * when the link is no longer valid.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
): Promise<boolean> {
  const link = await findPasswordLink(db, token);
  if (!link) return false;
  checkPasswordStrength(password, link.email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordTokens)
      .set({ usedAt: now() })
      .where(and(eq(passwordTokens.id, hashToken(token)), isNull(passwordTokens.usedAt)))
      .returning({ id: passwordTokens.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await endSessions(tx, link.userId);
    await recordChange(tx, {
      actor: { id: link.userId, label: link.name || link.email },
      action: "password",
      entityType: "user",
      entityId: link.userId,
      summary: "Password scelta dal link ricevuto",
    });
    return true;
  });
}

export async function updateOwnName(db: Db, staff: Staff, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, staff.id));
    await recordChange(tx, {
      actor: { id: staff.id, label: name },
      action: "profile",
      entityType: "user",
      entityId: staff.id,
      summary: `Nome cambiato in «${name}»`,
    });
  });
}

/** Every other session of that person ends; this one stays. */
export async function changeOwnPassword(
  db: Db,
  staff: Staff,
  currentSessionId: string,
  input: { current: string; password: string },
): Promise<void> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, staff.id));
  if (!row || !(await verifyPassword(input.current, row.hash))) {
    throw new AccountRuleError("La password attuale non è corretta.", "current");
  }
  checkPasswordStrength(input.password, staff.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, staff.id));
    await endSessions(tx, staff.id, currentSessionId);
    await recordChange(tx, {
      actor: actorOf(staff),
      action: "password",
      entityType: "user",
      entityId: staff.id,
      summary: "Password cambiata (le altre sessioni sono state chiuse)",
    });
  });
}

export type SessionRow = {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** One's sessions, the most recently used first. The id is never sent to the page. */
export async function listOwnSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<Array<Omit<SessionRow, "id">>> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map(({ id, ...rest }) => ({ ...rest, current: id === currentSessionId }));
}

/** Returns how many sessions ended. */
export async function signOutOtherSessions(
  db: Db,
  staff: Staff,
  currentSessionId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, staff.id, currentSessionId);
    await recordChange(tx, {
      actor: actorOf(staff),
      action: "sign-out-others",
      entityType: "session",
      entityId: staff.id,
      summary: `Chiuse le altre sessioni (${ended})`,
    });
    return ended;
  });
}
