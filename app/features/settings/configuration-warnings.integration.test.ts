// Decision 054: the staff dashboard says while the site is unsafe for the
// public: PUBLIC_URL unset in production (attestati and e-mails would point
// to localhost), the sample IBAN still shown to people who pay by transfer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/features/news/admin/dashboard";
import { ConfigurationWarnings } from "~/features/settings/configuration-warnings";
import {
  currentSettings,
  refreshSiteSettings,
  saveSiteSettings,
} from "~/features/settings/settings.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { parseEnv } from "~/platform/env.server";
import { requestContext } from "../../../tests/support/action";
import { describeOnEachDatabase } from "../../../tests/support/db";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avvisi-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeOnEachDatabase("configuration warnings on the dashboard on %s", (db) => {
  async function dashboardWarnings(source: Record<string, string>) {
    const database = db();
    const staff = await createUser(database.db, {
      email: `${crypto.randomUUID()}@esempio.it`,
      password: "password-lunga-1",
    });
    const { token } = await createSession(database.db, staff.id);
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...source });
    // As the server does before every page (server/app.ts): this database's settings.
    await refreshSiteSettings(database);
    const page = (await (dashboardLoader as (a: unknown) => Promise<unknown>)({
      request: new Request("http://localhost/admin/dashboard", {
        headers: { Cookie: `staff_session=${token}` },
      }),
      context: requestContext(database, env),
      params: {},
    })) as { warnings: string[] };
    return { staff, warnings: page.warnings };
  }

  it("warns about the missing PUBLIC_URL and the sample IBAN, in Italian, on the page", async () => {
    const { warnings } = await dashboardWarnings({ NODE_ENV: "production" });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("(PUBLIC_URL) non è configurato");
    expect(warnings[0]).toContain("http://localhost:3000");
    expect(warnings[1]).toContain("L'IBAN mostrato al pubblico è ancora quello di esempio");

    const html = renderToStaticMarkup(createElement(ConfigurationWarnings, { warnings }));
    expect(html).toContain("Configurazione da completare");
    for (const warning of warnings) {
      expect(html).toContain(warning.replace(/'/g, "&#x27;"));
    }
  });

  it("says nothing once PUBLIC_URL is set and the real IBAN saved", async () => {
    const { staff } = await dashboardWarnings({ NODE_ENV: "production" });
    await saveSiteSettings(
      db(),
      { ...currentSettings(), iban: "IT02 L123 4512 3451 2345 6789 012" },
      staff,
    );
    const { warnings } = await dashboardWarnings({
      NODE_ENV: "production",
      PUBLIC_URL: "https://www.poloformativolucano.it",
    });
    expect(warnings).toEqual([]);
    expect(renderToStaticMarkup(createElement(ConfigurationWarnings, { warnings }))).toBe("");
  });
});
