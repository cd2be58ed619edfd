// Roles on every staff route and action, enumerated from app/routes.ts: the
// guard table spans every feature's staff pages, so it lives here rather than
// beside one of them. Each case on PGlite and, when configured, PostgreSQL.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession, type Staff } from "~/features/staff/auth/sessions.server";
import { parseEnv } from "~/platform/env.server";
import { saveNews } from "~/features/news/admin/news-admin.server";
import { requestContext } from "../support/action";
import { newsValues } from "../support/builders";
import { createStaffPair, describeOnEachDatabase } from "../support/db";
import { loadRouteModule as load, ROUTE_LEAVES, runRoute, type Leaf } from "../support/route-tree";

const PASSWORD = "una-frase-lunga-per-la-prova";

type Access = "public" | "staff" | "amministratore";

/**
 * Who may use each staff URL. Every route of app/routes.ts under /admin must
 * appear here: a new staff route fails the first test until it is classified.
 */
const ACCESS: Record<string, Access> = {
  "admin/login": "public",
  "admin/imposta-password/:token": "public",
  "admin/logout": "public",
  "admin/dashboard": "staff",
  "admin/news/preview/:newsId": "staff",
  "admin/messaggi": "staff",
  "admin/messaggi/:messageId": "staff",
  // Everyone reads the outbox; only an amministratore edits the texts (decision 067).
  "admin/email": "staff",
  "admin/email/:mailId": "staff",
  "admin/email/testi": "amministratore",
  "admin/email/testi/:kind": "amministratore",
  "admin/iscrizioni": "staff",
  // The CEDILS registrations' old addresses, redirected to the participant page (decision 049).
  "admin/iscrizioni/:enrolmentId/*": "staff",
  "admin/corsi": "staff",
  "admin/corsi/nuovo": "staff",
  "admin/corsi/:courseId": "staff",
  "admin/corsi/:courseId/anteprima": "staff",
  "admin/corsi/:courseId/versioni/:versionId": "staff",
  "admin/corsi/:courseId/edizioni": "staff",
  "admin/corsi/:courseId/edizioni/nuova": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/modifica": "staff",
  "admin/bandi": "staff",
  "admin/bandi/nuovo": "staff",
  "admin/bandi/:callId": "staff",
  "admin/pagine": "staff",
  "admin/pagine/:pageKey": "staff",
  "admin/pagine/:pageKey/anteprima": "staff",
  "admin/pagine/:pageKey/versioni/:versionId": "staff",
  "admin/prezzi": "staff",
  "admin/prezzi/nuova": "staff",
  "admin/prezzi/:offerId": "staff",
  "admin/prezzi/:offerId/anteprima": "staff",
  "admin/prezzi/:offerId/versioni/:versionId": "staff",
  "admin/faq": "staff",
  "admin/faq/nuova": "staff",
  "admin/faq/:faqId": "staff",
  "admin/faq/:faqId/anteprima": "staff",
  "admin/faq/:faqId/versioni/:versionId": "staff",
  "admin/media": "staff",
  "admin/account": "staff",
  "admin/news/edit/:newsId/versioni/:versionId": "staff",
  "admin/news/new": "staff",
  "admin/news/edit/:newsId": "staff",
  "admin/iscrizioni/export.csv": "staff",
  "admin/corsi/:courseId/edizioni/:editionId": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/export.csv": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/registro": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/registro.pdf": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/lezioni": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/ricevuta": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/questionario": "staff",
  "admin/corsi/:courseId/edizioni/:editionId/questionario.csv": "staff",
  "admin/utenti": "amministratore",
  "admin/registro": "amministratore",
  "admin/impostazioni": "amministratore",
  "admin/fatture": "amministratore",
  "admin/fatture/:kind/:id": "amministratore",
  "admin/pagamenti": "amministratore",
  "admin/pagamenti/export.csv": "amministratore",
  // Schools' orders: the teachers' data, and accepting one issues an invoice (decision 064).
  "admin/ordini": "amministratore",
  "admin/messaggi/:messageId/dati.json": "amministratore",
  "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/dati.json": "amministratore",
};

/**
 * Forms of staff pages that only an amministratore may send, by their
 * `intent`: the page is any staff member's, the form is refused (403) to a
 * redattore before anything is read. The participant's money (decisions 061,
 * 062): voiding a payment, settling a buono's unanswered Confirm; and the erasure (042).
 */
const ADMIN_INTENTS: Array<[path: string, intent: string]> = [
  ["admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId", "annulla-pagamento"],
  ["admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId", "esito-buono"],
  ["admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId", "delete"],
];

const ADMIN_LEAVES = ROUTE_LEAVES.filter((l) => /^admin(\/|$)/.test(l.path));
/** Every staff page that needs a session, with its access, once for its loader (GET) and once for its action (POST). */
const GUARDED_REQUESTS = ADMIN_LEAVES.filter((leaf) => ACCESS[leaf.path] !== "public").flatMap(
  (leaf) =>
    (["GET", "POST"] as const).map((method) => ({ leaf, method, access: ACCESS[leaf.path]! })),
);

/** "none": the route has no loader or action for that method (React Router answers 405). */
type Outcome = "login" | "unauthenticated" | "forbidden" | "allowed" | "none";

function classify(value: unknown): Outcome {
  if (value === "none") return "none";
  if (value instanceof Response) {
    const location = value.headers.get("Location") ?? "";
    if (value.status >= 300 && value.status < 400 && location.startsWith("/admin/login?"))
      return "login";
    if (value.status === 403) return "forbidden";
    if (value.status === 401) return "unauthenticated";
    return "allowed";
  }
  const init = (value as { type?: string; init?: ResponseInit | null } | null)?.type;
  if (init === "DataWithResponseInit") {
    const status = (value as { init?: ResponseInit | null }).init?.status;
    if (status === 403) return "forbidden";
    if (status === 401) return "unauthenticated";
  }
  return "allowed";
}

describe("the route table", () => {
  it("classifies every staff URL of app/routes.ts", () => {
    expect(ADMIN_LEAVES.map((l) => l.path).sort()).toEqual(Object.keys(ACCESS).sort());
  });
});

describeOnEachDatabase("accounts, roles and history on %s", (db, kind) => {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: process.env.DATA_DIR });
  let admin: Staff;
  let editor: Staff;
  let newsId: string;

  beforeAll(async () => {
    ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
    const post = await saveNews(db().db, {
      values: newsValues("Articolo di partenza"),
      authorId: admin.id,
    });
    newsId = post.id;
  });
  /** Runs a route as React Router would: the root's and the ancestors' middleware, then its loader or action. */
  async function request(
    leaf: Leaf,
    method: "GET" | "POST",
    who: Staff | null,
    body = "",
  ): Promise<Outcome> {
    const url = `http://localhost/${leaf.path
      .replace(":newsId", newsId)
      .replace(":token", "link-inesistente")
      .replace(/:\w+/g, randomUUID())}`;
    const headers = new Headers({ Origin: "http://localhost" });
    if (who) {
      const { token } = await createSession(db().db, who.id);
      headers.set("Cookie", `staff_session=${token}`);
    }
    if (method === "POST") headers.set("Content-Type", "application/x-www-form-urlencoded");
    const req = new Request(url, { method, headers, body: method === "POST" ? body : undefined });
    const params = Object.fromEntries(
      [...leaf.path.matchAll(/:(\w+)/g)].map(([, name]) => [
        name,
        name === "newsId" ? newsId : name === "token" ? "link-inesistente" : randomUUID(),
      ]),
    );
    const args = { request: req, context: requestContext(db(), env), params };
    return classify(await runRoute(leaf, method === "GET" ? "loader" : "action", args));
  }

  it("sends anonymous visitors to sign in, on every staff page and action", async () => {
    for (const { leaf, method } of GUARDED_REQUESTS) {
      const outcome = await request(leaf, method, null);
      // Pages lead to the login; a form post gets 401 'User not authenticated'
      // before any action or loader runs (decision 005), editors and others alike.
      const expected = method === "GET" ? "login" : "unauthenticated";
      expect([leaf.path, method, outcome]).toEqual([leaf.path, method, expected]);
    }
  });

  it("answers 403 to a redattore on every amministratore page and action, and lets both roles use the rest", async () => {
    for (const { leaf, method, access } of GUARDED_REQUESTS) {
      const asEditor = await request(leaf, method, editor);
      const asAdmin = await request(leaf, method, admin);
      const own = await load(leaf.files.at(-1)!);
      const reached = (method === "GET" ? own.loader : own.action) ? "allowed" : "none";
      expect([leaf.path, method, asEditor, asAdmin]).toEqual([
        leaf.path,
        method,
        access === "amministratore" ? "forbidden" : reached,
        reached,
      ]);
    }
  });

  it("answers 403 to a redattore on every amministratore form of a staff page, and lets an amministratore through", async () => {
    for (const [path, intent] of ADMIN_INTENTS) {
      const leaf = ADMIN_LEAVES.find((l) => l.path === path)!;
      expect(ACCESS[path], path).toBe("staff");
      const body = `intent=${intent}`;
      const asEditor = await request(leaf, "POST", editor, body);
      const asAdmin = await request(leaf, "POST", admin, body);
      expect([path, intent, asEditor, asAdmin]).toEqual([path, intent, "forbidden", "allowed"]);
    }
  });

  it("checks the role again in the loaders and actions of amministratore pages, without the guard", async () => {
    const database = db();
    for (const leaf of ADMIN_LEAVES.filter((l) => ACCESS[l.path] === "amministratore")) {
      const own = await load(leaf.files.at(-1)!);
      expect(own.loader).toBeTypeOf("function");
      for (const handler of [own.loader, own.action].filter(Boolean)) {
        const { token } = await createSession(database.db, editor.id);
        const req = new Request(`http://localhost/${leaf.path}`, {
          method: handler === own.loader ? "GET" : "POST",
          headers: {
            Cookie: `staff_session=${token}`,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: handler === own.loader ? undefined : "",
        });
        let outcome: Outcome;
        try {
          outcome = classify(
            await handler!({ request: req, context: requestContext(database, env), params: {} }),
          );
        } catch (thrown) {
          outcome = classify(thrown);
        }
        expect([leaf.path, outcome]).toEqual([leaf.path, "forbidden"]);
      }
    }
  });
});
