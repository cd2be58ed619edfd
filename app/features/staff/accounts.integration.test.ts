// Issue 16: roles on every staff route and action (enumerated from app/routes.ts),
// the last-admin rule, deactivation ending sessions, history rows written with
// the change (and not when it fails), versions and their restore, set-password
// links, saved site settings. Each case on PGlite and, when configured, PostgreSQL.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AccountRuleError,
  LAST_ADMIN_MESSAGE,
  changeRole,
  createAccount,
  findPasswordLink,
  setAccountActive,
  setPasswordWithLink,
} from "~/features/staff/accounts.server";
import { actorOf, listChanges } from "~/platform/records/audit.server";
import {
  createSession,
  findSessionUser,
  signIn,
  signOut,
  type Staff,
  verifyCredentials,
} from "~/features/staff/auth/sessions.server";
import { createUser } from "~/features/staff/accounts.server";
import {
  loadRouteModule as load,
  ROUTE_LEAVES,
  runRoute,
  type Leaf,
} from "../../../tests/support/route-tree";
import type { Role } from "~/features/staff/auth/roles";
import { deleteCall, getCallById, saveCall, type CallValues } from "~/features/calls/calls.server";
import { findCourse, findCourseRedirect } from "~/features/courses/courses.server";
import {
  deleteCourse,
  moveCourse,
  restoreCourseVersion,
  saveCourse,
  setCourseStatus,
} from "~/features/courses/admin/courses-admin.server";
import {
  auditLog,
  contactMessages,
  courseSlugRedirects,
  courses,
  entityVersions,
  newsPosts,
  sessions,
  siteSettingsRow,
} from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { restoreNewsVersion, saveNews } from "~/features/news/admin/news-admin.server";
import {
  refreshSiteSettings,
  saveSiteSettings,
  siteSettings,
  initialSettings,
} from "~/features/settings/settings.server";
import { listVersions } from "~/platform/records/versions.server";
import {
  EMPTY_COURSE_DRAFT,
  parseCourseDraft,
  type CourseDraft,
} from "~/features/courses/admin/course-editor";
import type { NewsEditorValues } from "~/features/news/admin/news-editor";
import { requestContext } from "../../../tests/support/action";
import { aNewsPost } from "../../../tests/support/builders";
import {
  createStaffPair,
  describeOnEachDatabase,
  type TestDatabase,
} from "../../../tests/support/db";

const PASSWORD = "una-frase-lunga-per-la-prova";

// ------------------------------------------------------------ the route table

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
  "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/ricevuta": "staff",
  "admin/utenti": "amministratore",
  "admin/registro": "amministratore",
  "admin/impostazioni": "amministratore",
  "admin/messaggi/:messageId/dati.json": "amministratore",
  "admin/corsi/:courseId/edizioni/:editionId/iscritti/:enrolmentId/dati.json": "amministratore",
};

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

// ------------------------------------------------------------ helpers

function newsValues(title: string, overrides: Partial<NewsEditorValues> = {}): NewsEditorValues {
  return {
    title,
    excerpt: `Sommario di ${title}`,
    content: `<p>Testo di ${title}</p>`,
    image: "/images/news/corso-cedils-2025.webp",
    category: "formazione",
    tags: ["prova"],
    status: "draft",
    ...overrides,
  };
}

function courseValues(title: string, overrides: Partial<CourseDraft> = {}) {
  const parsed = parseCourseDraft({
    ...EMPTY_COURSE_DRAFT,
    title,
    description: `Descrizione di ${title}`,
    duration: "20 ore",
    students: "25",
    level: "Base",
    status: "pubblicato",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
}

function callValues(key: string, title: string): CallValues {
  return {
    key,
    title,
    opensAt: null,
    deadline: new Date("2027-02-19T11:00:00.000Z"),
    contactBy: null,
    officialUrl: null,
    hideAfterDays: null,
    onHome: false,
    position: 9,
    cardTitle: "",
    cardDescription: "",
    cardButton: "Scopri il bando",
    cardClosedButton: "Leggi i dettagli",
    cardLink: "/erasmus",
    cardTheme: "cielo",
  };
}

async function historyOf(database: TestDatabase, entityId: string) {
  return database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, summary: auditLog.summary })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.at);
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

  /** One more account of this database's run, its address starting with `who`. */
  const anotherAccount = (who: string, role: Role) =>
    createUser(db().db, { email: `${who}-${kind}@esempio.it`, password: PASSWORD, role });

  beforeAll(async () => {
    ({ admin, editor } = await createStaffPair(db(), kind, PASSWORD));
    const post = await saveNews(db().db, {
      values: newsValues("Articolo di partenza"),
      authorId: admin.id,
    });
    newsId = post.id;
  });
  /** Runs a route as React Router would: the ancestors' middleware, then its loader or action. */
  async function request(leaf: Leaf, method: "GET" | "POST", who: Staff | null): Promise<Outcome> {
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
    const req = new Request(url, { method, headers, body: method === "POST" ? "" : undefined });
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

  it("writes the history row with the change, and neither when the change fails", async () => {
    const database = db();
    const post = await saveNews(database.db, {
      values: newsValues("Storia di un articolo"),
      authorId: editor.id,
    });
    await saveNews(database.db, {
      id: post.id,
      values: newsValues("Storia di un articolo", { status: "published" }),
      authorId: editor.id,
    });
    expect(await historyOf(database, post.id)).toEqual([
      {
        action: "create",
        actorId: editor.id,
        summary: "Articolo «Storia di un articolo» creato (bozza)",
      },
      {
        action: "update",
        actorId: editor.id,
        summary: "Articolo «Storia di un articolo» modificato (pubblicato)",
      },
    ]);
    const [entry] = await listChanges(database.db, { actorId: editor.id, entityType: "news" });
    expect(entry).toMatchObject({ actorLabel: "Rocco Redattore", entityId: post.id });

    // The history row cannot be written (an actor that does not exist): the edit is rolled back.
    await expect(
      saveNews(database.db, {
        id: post.id,
        values: newsValues("Titolo che non deve restare"),
        authorId: editor.id,
        actor: { id: randomUUID(), label: "Fantasma" },
      }),
    ).rejects.toThrow();
    const [kept] = await database.db
      .select({ title: newsPosts.title })
      .from(newsPosts)
      .where(eq(newsPosts.id, post.id));
    expect(kept!.title).toBe("Storia di un articolo");
    // The edit cannot be made (the post is gone): no history row.
    const missing = randomUUID();
    await expect(
      saveNews(database.db, { id: missing, values: newsValues("Nessuno"), authorId: editor.id }),
    ).rejects.toThrow();
    expect(await historyOf(database, missing)).toEqual([]);
    expect(await historyOf(database, post.id)).toHaveLength(2);
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

  it("keeps the versions of a post and restores one as a new version", async () => {
    const database = db();
    // A post from before versions existed: its first edit keeps the old text as version 1.
    const [old] = await database.db
      .insert(newsPosts)
      .values(
        aNewsPost(`titolo-originale-${kind}`, {
          title: "Titolo originale",
          excerpt: "Sommario originale",
          content: "<p>Testo originale</p>",
        }),
      )
      .returning({ id: newsPosts.id });
    await saveNews(database.db, {
      id: old!.id,
      values: newsValues("Titolo sbagliato", { status: "published" }),
      authorId: editor.id,
    });
    let versions = await listVersions(database.db, "news", old!.id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    await restoreNewsVersion(database.db, {
      id: old!.id,
      versionId: versions[1]!.id,
      actor: { id: admin.id },
    });
    const [restored] = await database.db.select().from(newsPosts).where(eq(newsPosts.id, old!.id));
    expect(restored).toMatchObject({
      title: "Titolo originale",
      excerpt: "Sommario originale",
      content: "<p>Testo originale</p>",
      status: "published",
    });
    versions = await listVersions(database.db, "news", old!.id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [3, "Anna Amministratrice"],
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    const history = await historyOf(database, old!.id);
    expect(history.at(-1)).toEqual({
      action: "restore",
      actorId: admin.id,
      summary: "Articolo «Titolo originale»: ripristinata la versione 1",
    });
    // A version of another post is refused, and nothing is written.
    const other = await listVersions(database.db, "news", newsId);
    await expect(
      restoreNewsVersion(database.db, {
        id: old!.id,
        versionId: other[0]!.id,
        actor: { id: admin.id },
      }),
    ).rejects.toThrow(/non esiste più/);
    expect(await listVersions(database.db, "news", old!.id)).toHaveLength(3);
  });

  it("writes a history row with each course and call write, and none when the write fails", async () => {
    const database = db();
    const by = actorOf(editor);
    const ghost = { id: randomUUID(), label: "Fantasma" };
    const course = await saveCourse(database.db, {
      values: courseValues("Corso con storia", { status: "bozza" }),
      image: null,
      actor: by,
    });
    await saveCourse(database.db, {
      id: course.id,
      values: courseValues("Corso con storia"),
      image: null,
      actor: by,
    });
    await moveCourse(database.db, course.id, "up", by);
    await setCourseStatus(database.db, course.id, "archiviato", by);
    expect(await historyOf(database, course.id)).toEqual([
      { action: "create", actorId: editor.id, summary: "Corso «Corso con storia» creato (bozza)" },
      {
        action: "update",
        actorId: editor.id,
        summary: "Corso «Corso con storia» modificato (pubblicato)",
      },
      {
        action: "move",
        actorId: editor.id,
        summary: "Corso «Corso con storia» spostato su nel catalogo",
      },
      {
        action: "status",
        actorId: editor.id,
        summary: "Corso «Corso con storia»: stato archiviato",
      },
    ]);
    const [entry] = await listChanges(database.db, { entityType: "course" });
    expect(entry).toMatchObject({ actorLabel: "Rocco Redattore", entityId: course.id });

    // The history row cannot be written (an account that does not exist): nothing changes.
    const order = async () =>
      (
        await database.db
          .select({ sortOrder: courses.sortOrder })
          .from(courses)
          .where(eq(courses.id, course.id))
      )[0]!.sortOrder;
    const before = await order();
    await expect(
      saveCourse(database.db, {
        id: course.id,
        values: courseValues("Titolo che non deve restare"),
        image: null,
        actor: ghost,
      }),
    ).rejects.toThrow();
    await expect(moveCourse(database.db, course.id, "up", ghost)).rejects.toThrow();
    await expect(deleteCourse(database.db, course.id, ghost)).rejects.toThrow();
    const [kept] = await database.db
      .select({ title: courses.title, status: courses.status })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(kept).toEqual({ title: "Corso con storia", status: "archiviato" });
    expect(await order()).toBe(before);
    expect(await listVersions(database.db, "course", course.id)).toHaveLength(2);
    // A write that cannot be made (the course is gone): no history row.
    const missing = randomUUID();
    await expect(
      saveCourse(database.db, {
        id: missing,
        values: courseValues("Nessuno"),
        image: null,
        actor: by,
      }),
    ).rejects.toThrow();
    expect(await deleteCourse(database.db, missing, by)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await historyOf(database, missing)).toEqual([]);
    expect(await historyOf(database, course.id)).toHaveLength(4);

    expect(await deleteCourse(database.db, course.id, by)).toEqual({ ok: true });
    expect((await historyOf(database, course.id)).at(-1)).toEqual({
      action: "delete",
      actorId: editor.id,
      summary: "Corso «Corso con storia» eliminato",
    });

    // Calls: a save and a delete, each with its row; a failed save leaves neither.
    const call = await saveCall(database.db, {
      values: callValues(`bando-storia-${kind}`, "Bando con storia"),
      actor: by,
    });
    await expect(
      saveCall(database.db, {
        id: call.id,
        values: callValues(`bando-storia-${kind}`, "Titolo che non deve restare"),
        actor: ghost,
      }),
    ).rejects.toThrow();
    expect((await getCallById(database.db, call.id))!.title).toBe("Bando con storia");
    await deleteCall(database.db, call.id, by);
    expect(await historyOf(database, call.id)).toEqual([
      { action: "create", actorId: editor.id, summary: "Bando «Bando con storia» creato" },
      { action: "delete", actorId: editor.id, summary: "Bando «Bando con storia» eliminato" },
    ]);
  });

  it("keeps the versions of a course and restores one as a new version, keeping status and free addresses", async () => {
    const database = db();
    // A course from before versions existed, its long description written
    // straight to the table (never sanitised): its first edit keeps it as version 1.
    const slugA = `corso-originale-${kind}`;
    const redirectsOf = async (courseId: string) =>
      (
        await database.db
          .select({ slug: courseSlugRedirects.slug })
          .from(courseSlugRedirects)
          .where(eq(courseSlugRedirects.courseId, courseId))
      ).map((r) => r.slug);
    const [old] = await database.db
      .insert(courses)
      .values({
        slug: slugA,
        title: "Corso originale",
        description: "Descrizione originale",
        fullDescription: '<p>Testo originale</p><script>alert("x")</script>',
        duration: "10 ore",
        level: "Base",
        category: "docenti",
        status: "pubblicato",
        tags: ["prova"],
      })
      .returning({ id: courses.id });
    const id = old!.id;
    await saveCourse(database.db, {
      id,
      values: courseValues("Corso sbagliato", {
        slug: `corso-sbagliato-${kind}`,
        fullDescription: "<p>Testo sbagliato</p>",
        status: "bozza",
      }),
      image: null,
      actor: actorOf(editor),
    });
    let versions = await listVersions(database.db, "course", id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    await restoreCourseVersion(database.db, {
      id,
      versionId: versions[1]!.id,
      actor: actorOf(admin),
    });
    const [restored] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(restored).toMatchObject({
      title: "Corso originale",
      description: "Descrizione originale",
      fullDescription: "<p>Testo originale</p>",
      duration: "10 ore",
      tags: ["prova"],
      // The status stays the current one: a restore never publishes.
      status: "bozza",
      // The old address was free: it comes back, and the other one leads to it.
      slug: slugA,
    });
    // (A draft: visitors get no redirect yet; the rows are what a publication will use.)
    expect(await redirectsOf(id)).toEqual([`corso-sbagliato-${kind}`]);
    versions = await listVersions(database.db, "course", id);
    expect(versions.map((v) => [v.version, v.actorLabel])).toEqual([
      [3, "Anna Amministratrice"],
      [2, "Rocco Redattore"],
      [1, ""],
    ]);
    expect((await historyOf(database, id)).at(-1)).toEqual({
      action: "restore",
      actorId: admin.id,
      summary: "Corso «Corso originale»: ripristinata la versione 1",
    });

    // Another course takes the old address meanwhile: a restore keeps the current one.
    const slugC = `corso-nuovo-indirizzo-${kind}`;
    await saveCourse(database.db, {
      id,
      values: courseValues("Corso originale", { slug: slugC, status: "bozza" }),
      image: null,
      actor: actorOf(editor),
    });
    const holder = await saveCourse(database.db, {
      values: courseValues("Altro corso", { slug: slugA }),
      image: null,
      actor: actorOf(editor),
    });
    await restoreCourseVersion(database.db, {
      id,
      versionId: versions[2]!.id,
      actor: actorOf(admin),
    });
    const [kept] = await database.db
      .select({ slug: courses.slug, title: courses.title })
      .from(courses)
      .where(eq(courses.id, id));
    expect(kept).toEqual({ slug: slugC, title: "Corso originale" });
    expect((await findCourse(database.db, slugA))?.id).toBe(holder.id);
    expect(await findCourseRedirect(database.db, slugA)).toBeNull();

    // A version of another record is refused, and nothing is written.
    const count = (await listVersions(database.db, "course", id)).length;
    const foreign = await listVersions(database.db, "course", holder.id);
    await expect(
      restoreCourseVersion(database.db, {
        id,
        versionId: foreign[0]!.id,
        actor: actorOf(admin),
      }),
    ).rejects.toThrow(/non esiste più/);
    expect(await listVersions(database.db, "course", id)).toHaveLength(count);
    const rows = await database.db
      .select({ id: entityVersions.id })
      .from(entityVersions)
      .where(and(eq(entityVersions.entityType, "course"), eq(entityVersions.entityId, id)));
    expect(rows).toHaveLength(count);
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
