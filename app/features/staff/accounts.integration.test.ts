// Accounts and sessions: the last-admin rule, deactivation ending sessions, the
// history of sign-ins, and set-password links. The guard table over every staff
// route is in tests/integration/staff-guards.integration.test.ts; the history and
// versions of news, courses, calls and settings are beside those features.
// Each case on PGlite and, when configured, PostgreSQL.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  AccountRuleError,
  LAST_ADMIN_MESSAGE,
  changeRole,
  createAccount,
  createUser,
  findPasswordLink,
  setAccountActive,
  setPasswordWithLink,
} from "~/features/staff/accounts.server";
import {
  createSession,
  findSessionUser,
  signIn,
  signOut,
  type Staff,
  verifyCredentials,
} from "~/features/staff/auth/sessions.server";
import type { Role } from "~/features/staff/auth/roles";
import { auditLog, contactMessages, sessions } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { requestContext } from "../../../tests/support/action";
import { createStaffPair, describeOnEachDatabase } from "../../../tests/support/db";
import { historyOf } from "../../../tests/support/history";
import { loadRouteModule as load } from "../../../tests/support/route-tree";

const PASSWORD = "una-frase-lunga-per-la-prova";

describeOnEachDatabase("accounts, roles and history on %s", (db, kind) => {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR });
  let admin: Staff;
  let editor: Staff;

  /** One more account of this database's run, its address starting with `who`. */
  const anotherAccount = (who: string, role: Role) =>
    createUser(db().db, { email: `${who}-${kind}@esempio.it`, password: PASSWORD, role });

  beforeAll(async () => {
    ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
  });

  it("never demotes or deactivates the last active amministratore", async () => {
    const database = db();
    const second = await anotherAccount("secondo", "amministratore");
    // Two admins: one may demote the other…
    await changeRole(database.db, second.id, "redattore", admin);
    // …now `admin` is the last one: neither demoted nor deactivated, by anyone.
    await expect(changeRole(database.db, admin.id, "redattore", admin)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    const inactiveAdmin = await anotherAccount("inattivo", "amministratore");
    await setAccountActive(database.db, inactiveAdmin.id, false, admin);
    await expect(setAccountActive(database.db, admin.id, false, inactiveAdmin)).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    await expect(setAccountActive(database.db, admin.id, false, admin)).rejects.toThrow(
      AccountRuleError,
    );
    // The refusal wrote no history row and changed nothing.
    const rows = await historyOf(database, admin.id);
    expect(rows.filter((r) => r.action === "role" || r.action === "deactivate")).toEqual([]);
    // Through the page's action, the same rule answers 409 with the message.
    const users = await load("features/staff/users.tsx");
    const { token } = await createSession(database.db, admin.id);
    const answer = (await users.action!({
      request: new Request("http://localhost/admin/utenti?intent=role", {
        method: "POST",
        headers: {
          Cookie: `staff_session=${token}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ id: admin.id, role: "redattore" }).toString(),
      }),
      context: requestContext(database, env),
      params: {},
    })) as { data: { status: string; message: string; intent: string }; init: ResponseInit };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({
      status: "failed",
      intent: "row",
      message: LAST_ADMIN_MESSAGE,
    });
  });

  it("ends every session of a deactivated person at once, and lets nobody sign in as them", async () => {
    const database = db();
    const person = await anotherAccount("temporaneo", "redattore");
    const a = await createSession(database.db, person.id, "Mozilla/5.0 (X11; Linux) Firefox/140.0");
    const b = await createSession(database.db, person.id);
    expect(await findSessionUser(database.db, a.token)).toMatchObject({ role: "redattore" });
    await setAccountActive(database.db, person.id, false, admin);
    expect(await findSessionUser(database.db, a.token)).toBeNull();
    expect(await findSessionUser(database.db, b.token)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual(
      [],
    );
    expect(await verifyCredentials(database.db, person.email, PASSWORD)).toBeNull();
    await setAccountActive(database.db, person.id, true, admin);
    // Reactivated: old sessions stay ended; the password works again.
    expect(await findSessionUser(database.db, a.token)).toBeNull();
    expect(await verifyCredentials(database.db, person.email, PASSWORD)).toMatchObject({
      id: person.id,
    });
    expect((await historyOf(database, person.id)).map((r) => r.action)).toEqual([
      "deactivate",
      "reactivate",
    ]);
  });

  it("records message status changes, sign-ins, failed sign-ins and sign-outs", async () => {
    const database = db();
    const [message] = await database.db
      .insert(contactMessages)
      .values({ name: "Lucia", email: "lucia@esempio.it", subject: "Info", message: "Salve" })
      .returning({ id: contactMessages.id });
    const detail = await load("features/inbox/admin/message-detail.tsx");
    const { token } = await createSession(database.db, editor.id);
    await detail.action!({
      request: new Request(`http://localhost/admin/messaggi/${message!.id}`, {
        method: "POST",
        headers: {
          Cookie: `staff_session=${token}`,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "status=gestito",
      }),
      context: requestContext(database, env),
      params: { messageId: message!.id },
    });
    expect(await historyOf(database, message!.id)).toEqual([
      { action: "status", actorId: editor.id, summary: "Messaggio segnato come «gestito»" },
    ]);

    const failed = await signIn(
      new Request("http://localhost/admin/login", { method: "POST" }),
      requestContext(database, env),
      { email: editor.email, password: "sbagliata-di-sicuro" },
    );
    expect(failed.ok).toBe(false);
    const context = requestContext(database, env);
    const ok = await signIn(
      new Request("http://localhost/admin/login", {
        method: "POST",
        headers: { "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/140.0" },
      }),
      context,
      { email: editor.email, password: PASSWORD },
    );
    expect(ok.ok).toBe(true);
    const cookie = ok.ok ? ok.setCookie.split(";")[0]! : "";
    await signOut(
      new Request("http://localhost/admin/logout", { method: "POST", headers: { Cookie: cookie } }),
      requestContext(database, env),
    );
    const rows = await database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "session"), eq(auditLog.actorId, editor.id)))
      .orderBy(auditLog.at);
    expect(rows.map((r) => r.action)).toEqual(["sign-in-failed", "sign-in", "sign-out"]);
  });

  it("creates an account whose one-time link sets a password that is long and not common", async () => {
    const database = db();
    const created = await createAccount(
      database.db,
      env,
      { name: "Nadia Nuova", email: `nuova-${kind}@esempio.it`, role: "redattore" },
      admin,
    );
    expect(created.mailed).toBe(false);
    const token = created.link.split("/").at(-1)!;
    expect(await findPasswordLink(database.db, token)).toMatchObject({ name: "Nadia Nuova" });
    await expect(setPasswordWithLink(database.db, token, "password12345")).rejects.toThrow(
      /più usate/,
    );
    expect(await setPasswordWithLink(database.db, token, PASSWORD)).toBe(true);
    expect(await setPasswordWithLink(database.db, token, PASSWORD)).toBe(false);
    expect(await findPasswordLink(database.db, token)).toBeNull();
    expect(
      await verifyCredentials(database.db, `nuova-${kind}@esempio.it`, PASSWORD),
    ).toMatchObject({
      role: "redattore",
    });
    await expect(
      createAccount(
        database.db,
        env,
        { name: "Doppione", email: `nuova-${kind}@esempio.it`, role: "redattore" },
        admin,
      ),
    ).rejects.toThrow(/Esiste già/);
  });
});
