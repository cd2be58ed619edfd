import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeAll, expect, it } from "vitest";
import { action as settingsAction } from "~/features/settings/settings-page";
import {
  currentSettings,
  initialSettings,
  refreshSiteSettings,
  saveSiteSettings,
  siteSettings,
  bankDetails,
} from "~/features/settings/settings.server";
import type { Staff } from "~/features/staff/auth/sessions.server";
import { siteSettingsRow } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { listChanges } from "~/platform/records/audit.server";
import { callAction, staffPost } from "../../../tests/support/action";
import {
  createStaffPair,
  describeOnEachDatabase,
  type TestDatabase,
} from "../../../tests/support/db";

const ENV = parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" });

/** Posts the settings form as an amministratore: the answer's status and data, or the redirect. */
async function saveForm(database: TestDatabase, fields: Record<string, string>) {
  const request = await staffPost(
    database,
    "http://localhost/admin/impostazioni?intent=save",
    new URLSearchParams(fields),
  );
  try {
    return await callAction(settingsAction, request, {
      database,
      env: ENV,
      log: pino({ level: "silent" }),
    });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} };
    throw thrown;
  }
}

describeOnEachDatabase(
  "the school's bank, map and lab details in the settings on %s",
  (db) => {
    it("refuses an IBAN whose check digits are wrong, with the message next to it, and saves nothing", async () => {
      const database = db();
      await refreshSiteSettings(database);
      const before = currentSettings();
      const answer = await saveForm(database, {
        ...initialSettings(),
        // One digit changed from the valid IT60 X054 2811 1010 0000 0123 456.
        iban: "IT60 X054 2811 1010 0000 0123 457",
        latitude: "95",
        longitude: "15,80444",
        labEmail: "laboratorio",
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({
        iban: "IBAN non valido: le cifre di controllo non corrispondono. Controlla di averlo copiato senza errori.",
        latitude: "La latitudine è un numero tra -90 e 90, per esempio 40.63917.",
        labEmail: "Inserisci un indirizzo e-mail valido.",
      });
      expect(answer.body.values).toMatchObject({ iban: "IT60 X054 2811 1010 0000 0123 457" });
      expect(await database.db.select().from(siteSettingsRow)).toEqual([]);
      expect(currentSettings()).toEqual(before);
    });

    it("saves the bank, the map position and the lab contacts, and every reader shows them", async () => {
      const database = db();
      const answer = await saveForm(database, {
        ...initialSettings(),
        bankName: "Banca di Credito Cooperativo di Potenza, filiale di Via Pretoria",
        accountHolder: "Polo Formativo Lucano Impresa Sociale S.r.l.",
        iban: "it13l0306909606100000012345",
        latitude: "40,6401",
        longitude: "15.8056",
        labEmail: "Laboratorio@PoloFormativoLucano.it",
        labPhone: "0971 274599",
      });
      expect(answer.status).toBe(302);
      expect(bankDetails()).toEqual({
        bank: "Banca di Credito Cooperativo di Potenza, filiale di Via Pretoria",
        beneficiary: "Polo Formativo Lucano Impresa Sociale S.r.l.",
        iban: "IT13 L030 6909 6061 0000 0012 345",
      });
      const site = siteSettings();
      expect([site.address.lat, site.address.lng]).toEqual([40.6401, 15.8056]);
      expect(site.lab).toMatchObject({
        email: "laboratorio@poloformativolucano.it",
        phone: "0971 274599",
      });
    });
  },
  { fresh: "each" },
);

describeOnEachDatabase("accounts, roles and history on %s", (db, kind) => {
  let admin: Staff;

  beforeAll(async () => {
    ({ admin } = await createStaffPair(db(), kind, "una-frase-lunga-per-la-prova"));
  });

  it("shows saved site settings at once, with a history row", async () => {
    const database = db();
    await refreshSiteSettings(database);
    const values = {
      ...initialSettings(),
      name: "Polo Formativo Lucano",
      legalName: "Polo Formativo Lucano S.r.l.",
      vatNumber: "01987650764",
      street: "Via Pretoria 200",
      postalCode: "85100",
      city: "Potenza",
      province: "PZ",
      phone: "0971 111222",
      email: "segreteria@esempio.it",
      iban: "IT60 X054 2811 1010 0000 0123 456",
      retentionMessagesMonths: "24",
      retentionRegistrationsMonths: "24",
    };
    await saveSiteSettings(database, values, admin);
    expect(siteSettings().phone).toBe("0971 111222");
    expect(siteSettings().address.full).toBe("Via Pretoria 200, 85100 Potenza (PZ)");
    const [entry] = await listChanges(database.db, { entityType: "settings" });
    expect(entry!.summary).toMatch(/indirizzo, telefono, e-mail/);
    if (kind === "postgres") {
      // Another instance saves (a new revision, decision 041; its clock, even
      // behind, does not matter): this one sees it at its next request.
      await database.db.update(siteSettingsRow).set({
        values: { ...values, phone: "0971 333444" },
        updatedAt: sql`now() - interval '1 hour'`,
        revision: sql`${siteSettingsRow.revision} + 1`,
      });
      await refreshSiteSettings(database);
      expect(siteSettings().phone).toBe("0971 333444");
    }
  });
});
