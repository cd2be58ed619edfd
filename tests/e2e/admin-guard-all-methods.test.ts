// Every route under /admin, as app/routes.ts lists them (routes added later
// included), asked without a session with every method, as a document request
// and as React Router's single-fetch `.data` request: no answer carries staff
// data. Records with recognisable secrets are planted in the database first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { createUser } from "~/features/staff/accounts.server";
import { requirePageTextsPage } from "~/features/pages/texts/admin/page-texts-admin.server";
import { pageTextsRecord, pageTextsRowFor } from "~/features/pages/texts/page-texts.server";
import { openDatabase } from "~/platform/db/client.server";
import { courses, newsPosts, pendingEdits } from "~/platform/db/schema";
import { saveVersion } from "~/platform/records/versions.server";
import { visit } from "../support/browser";
import { seededPgliteImage } from "../support/db";
import { it as browserIt } from "../support/fixtures";
import { startServer, type TestServer } from "../support/server";
import { signInOverHttp } from "../support/staff";

const SECRETS = {
  draftTitle: "BOZZA-SEGRETA-7f3a9c",
  draftBody: "CORPO-DELLA-BOZZA-2b81e4",
  pendingText: "TESTO-IN-ATTESA-c5d902",
  staffEmail: "staff.riservato.91e0@poloformativo.test",
};
const STAFF_PASSWORD = "una-password-riservata-lunga";
const NOT_AUTHENTICATED = "User not authenticated";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

/** Public by design: signing in, the new account's one-time link, signing out. */
const PUBLIC_ADMIN_ROUTES = ["admin/login", "admin/imposta-password/:token", "admin/logout"];

/** Every route pattern of the config, its parents' paths joined. */
function routePatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const here = entry.path || entry.index ? [own] : [];
    return [...here, ...routePatterns(entry.children ?? [], own)];
  });
}

const ADMIN_PATTERNS = [...new Set(routePatterns(routes))].filter((p) => /^admin(\/|$)/.test(p));
const GUARDED_PATTERNS = ADMIN_PATTERNS.filter((p) => !PUBLIC_ADMIN_ROUTES.includes(p));

let server: TestServer;
const params: Record<string, string> = { pageKey: "erasmus" };

beforeAll(async () => {
  // Planted before the server starts: PGlite allows one process at a time.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scuola-guard-"));
  const database = await openDatabase({ dataDir, loadDataDir: await seededPgliteImage() });
  try {
    const { db } = database;
    const staff = await createUser(db, {
      email: SECRETS.staffEmail,
      password: STAFF_PASSWORD,
      name: "Staff Riservato",
    });
    const actor = { id: staff.id, label: SECRETS.staffEmail };
    const [draft] = await db
      .insert(newsPosts)
      .values({
        title: SECRETS.draftTitle,
        excerpt: "Una bozza che nessuno deve leggere.",
        content: `<p>${SECRETS.draftBody}</p>`,
        image: "https://www.example.org/bozza.jpg",
        slug: "bozza-segreta-7f3a9c",
        status: "draft",
        authorId: staff.id,
      })
      .returning({ id: newsPosts.id });
    params.newsId = draft!.id;

    const erasmus = requirePageTextsPage("erasmus");
    const row = await pageTextsRowFor(db, erasmus);
    await db.insert(pendingEdits).values({
      entityType: pageTextsRecord.entityType,
      entityId: row.id,
      values: { [erasmus.groups[0]!.fields[0]!.name]: SECRETS.pendingText },
      actorId: staff.id,
      actorLabel: SECRETS.staffEmail,
    });

    // Course ids are public (the catalogue links them); its history names the staff member.
    const [course] = await db.select({ id: courses.id }).from(courses).orderBy(asc(courses.slug));
    params.courseId = course!.id;
    await saveVersion(db, {
      entityType: "course",
      entityId: course!.id,
      actor,
      snapshot: { title: SECRETS.draftTitle },
    });
  } finally {
    await database.close();
  }
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
});

/** A route pattern with real ids where they exist (draft, course, page) and a dummy elsewhere. */
function fill(pattern: string): string {
  return (
    "/" +
    pattern
      .split("/")
      .map((segment) => {
        if (segment === "*") return "dati";
        if (!segment.startsWith(":")) return segment;
        return params[segment.slice(1).replace(/\?$/, "")] ?? DUMMY_ID;
      })
      .join("/")
  );
}

type Ask = { method: (typeof METHODS)[number]; origin: boolean; single: boolean };

function ask(url: string, { method, origin, single }: Ask): Promise<Response> {
  const body = method === "GET" || method === "HEAD" ? undefined : new URLSearchParams({ x: "1" });
  return fetch(server.url + url + (single ? ".data" : ""), {
    method,
    body,
    redirect: "manual",
    headers: origin ? { Origin: server.url } : {},
  });
}

const ASKS: Ask[] = METHODS.flatMap((method) =>
  [false, true].flatMap((origin) => [false, true].map((single) => ({ method, origin, single }))),
);

function describeAsk({ method, origin, single }: Ask): string {
  return `${method}${single ? " .data" : ""}${origin ? " (Origin)" : ""}`;
}

function expectNoSecret(text: string, what: string) {
  for (const secret of Object.values(SECRETS)) {
    expect(text, `${what} carries "${secret}"`).not.toContain(secret);
  }
}

describe("the staff area without a session", () => {
  it("finds the /admin routes in app/routes.ts, editors and files included", () => {
    expect(GUARDED_PATTERNS).toEqual(
      expect.arrayContaining([
        "admin/dashboard",
        "admin/news/edit/:newsId",
        "admin/corsi/:courseId",
        "admin/pagine/:pageKey",
        "admin/iscrizioni/export.csv",
        "admin/messaggi/:messageId/dati.json",
        "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/ricevuta",
      ]),
    );
    expect(ADMIN_PATTERNS).toEqual(expect.arrayContaining(PUBLIC_ADMIN_ROUTES));
  });

  it.each(GUARDED_PATTERNS)(
    "%s: pages lead to the login, other methods get 401 'User not authenticated', nothing leaks",
    async (pattern) => {
      const url = fill(pattern);
      for (const how of ASKS) {
        const res = await ask(url, how);
        const text = await res.text();
        const what = `${describeAsk(how)} ${url} (${res.status})`;
        expectNoSecret(text, what);
        if (how.method === "GET" || how.method === "HEAD") {
          if (how.single) {
            // React Router's encoded redirect: the client goes to the login.
            expect(res.status, what).toBe(202);
            if (how.method === "GET") expect(text, what).toContain("/admin/login");
          } else {
            expect([302, 303], what).toContain(res.status);
            expect(res.headers.get("location"), what).toMatch(/^\/admin\/login\?redirectTo=/);
          }
        } else {
          expect(res.status, what).toBe(401);
          if (how.single) expect(text, what).toContain(NOT_AUTHENTICATED);
          else expect(text, what).toBe(NOT_AUTHENTICATED);
        }
      }
    },
  );

  it.each(PUBLIC_ADMIN_ROUTES)("%s stays public and shows no staff data", async (pattern) => {
    const url = fill(pattern);
    for (const how of ASKS) {
      const res = await ask(url, how);
      const what = `${describeAsk(how)} ${url} (${res.status})`;
      expect(res.status, what).toBeLessThan(500);
      expectNoSecret(await res.text(), what);
    }
  });

  it("the planted secrets are really there for a signed-in staff member", async () => {
    // Without this the checks above could pass on an empty database.
    const session = await signInOverHttp(server.url, {
      email: SECRETS.staffEmail,
      password: STAFF_PASSWORD,
    });
    const cookie = `${session.name}=${session.value}`;
    const page = async (url: string) =>
      (await fetch(server.url + url, { headers: { cookie } })).text();
    expect(await page(fill("admin/news/edit/:newsId"))).toContain(SECRETS.draftTitle);
    expect(await page(fill("admin/pagine/:pageKey"))).toContain(SECRETS.pendingText);
    expect(await page(fill("admin/corsi/:courseId"))).toContain(SECRETS.staffEmail);
  });

  browserIt(
    "a hydrated editor whose session ended says 'User not authenticated' on save, publishes nothing and leads back to the login",
    async ({ page }) => {
      const session = await signInOverHttp(server.url, {
        email: SECRETS.staffEmail,
        password: STAFF_PASSWORD,
      });
      await page.context().addCookies([{ ...session, url: server.url }]);
      await visit(page, server.url + fill("admin/news/edit/:newsId"));
      // The session ends while the editor is open (signed out in another tab, expired).
      await page.context().clearCookies();
      await page.getByRole("button", { name: "Pubblica" }).click();
      await page.getByRole("heading", { name: "Sessione scaduta" }).waitFor();
      await page.getByText(`${NOT_AUTHENTICATED}. Accedi di nuovo per continuare.`).waitFor();
      await page.getByRole("link", { name: "Accedi di nuovo" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/login");
      expect(await (await fetch(`${server.url}/news`)).text()).not.toContain(SECRETS.draftTitle);
    },
  );
});
