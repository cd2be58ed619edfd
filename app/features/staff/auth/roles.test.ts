import { describe, expect, it } from "vitest";
import { ChangeRoleSchema } from "~/features/staff/account-schemas";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/features/staff/accounts";
import { ROLES } from "~/platform/db/staff-roles";
import { isAdmin } from "~/features/staff/auth/roles";
import { users } from "~/platform/db/schema";

describe("the one list of roles", () => {
  it("is the database column's enum", () => {
    expect(users.role.enumValues).toEqual([...ROLES]);
  });

  it("is what the forms accept, and nothing else", () => {
    for (const role of ROLES) {
      expect(ChangeRoleSchema.safeParse({ role }).success).toBe(true);
    }
    const refused = ChangeRoleSchema.safeParse({ role: "ospite" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Scegli il ruolo.");
  });

  it("has a label and a description for each role", () => {
    expect(Object.keys(ROLE_LABELS)).toEqual([...ROLES]);
    expect(Object.keys(ROLE_DESCRIPTIONS)).toEqual([...ROLES]);
    expect(ROLE_LABELS).toEqual({ amministratore: "Amministratore", redattore: "Redattore" });
  });

  it("gives the amministratore's rights to an amministratore only", () => {
    expect(isAdmin({ role: "amministratore" })).toBe(true);
    expect(isAdmin({ role: "redattore" })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
