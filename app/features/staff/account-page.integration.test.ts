import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { action as accountAction } from "~/features/staff/account";
import { users } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { callAction, staffWithSession } from "../../../tests/support/action";
import { describeOnEachDatabase, type TestDatabase } from "../../../tests/support/db";

const ENV = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

/** Sends the own-name form of /admin/account as `token`'s staff member. */
function saveName(database: TestDatabase, token: string, name: string) {
  const request = new Request("http://localhost/admin/account?intent=name", {
    method: "POST",
    headers: { Cookie: `staff_session=${token}` },
    body: new URLSearchParams({ name }),
  });
  return callAction(accountAction, request, { database, env: ENV, log: pino({ level: "silent" }) });
}

async function storedName(database: TestDatabase, id: string) {
  const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name;
}

describeOnEachDatabase("/admin/account, the own name on %s", (db) => {
  it("saves a new name, and refuses an empty one beside the field", async () => {
    const database = db();
    const { staff, token } = await staffWithSession(database, "Rocco Redattore");
    expect((await saveName(database, token, "Rocco Rossi")).body).toMatchObject({
      status: "success",
      message: "Nome aggiornato.",
    });
    expect(await storedName(database, staff.id)).toBe("Rocco Rossi");

    const refused = await saveName(database, token, "  ");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ name: expect.any(String) });
    expect(await storedName(database, staff.id)).toBe("Rocco Rossi");
  });

  it("a save that fails on our side answers 500 with the message in the form, keeps the typed name and changes nothing", async () => {
    const database = db();
    const { staff, token } = await staffWithSession(database, "Anna Bianchi");
    // The history row is written in the same transaction: without its table the save fails.
    await database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const failed = await saveName(database, token, "Anna Verdi");
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({
        status: "failed",
        message: "Non è stato possibile salvare. Riprova più tardi.",
        values: { name: "Anna Verdi" },
      });
    } finally {
      await database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect(await storedName(database, staff.id)).toBe("Anna Bianchi");
  });
});
