// The two editors, actions and records the no-lost-edit tests share
// (tests/integration/no-lost-edit-*.integration.test.ts).
import { STAFF_ACCESS } from "~/features/staff/auth/staff-access.server";
import { and, desc, eq, isNull } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import { appContext } from "~/context";
import { callFormAction } from "~/features/calls/admin/calls-form.server";
import { getCallForEditing } from "~/features/calls/calls.server";
import { saveCourse } from "~/features/courses/admin/courses-admin.server";
import { newsRecord, saveNews } from "~/features/news/admin/news-admin.server";
import { createUser } from "~/features/staff/accounts.server";
import { createSession } from "~/features/staff/auth/sessions.server";
import { auditLog } from "~/platform/db/schema";
import { parseEnv } from "~/platform/env.server";
import { formatDateTimeIt } from "~/platform/format-date";
import { actorOf } from "~/platform/records/audit.server";
import { OPENED_VERSION_FIELD } from "~/platform/records/form-fields";
import { aCall, aCourse } from "./builders";
import type { TestDatabase } from "./db";

export type Handler = (args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Record<string, string>;
}) => unknown;

/** Runs an action as React Router would: the app context, the route's params; status and data. */

export async function post(
  database: TestDatabase,
  handler: Handler,
  url: string,
  form: FormData | URLSearchParams,
  token: string,
  params: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    database,
    env: parseEnv({ DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: "silent" }),
    log: pino({ level: "silent" }),
    requestId: "test",
    clientIp: "127.0.0.1",
    staffAccess: STAFF_ACCESS,
  });
  const request = new Request(url, {
    method: "POST",
    headers: { Cookie: `staff_session=${token}` },
    body: form,
  });
  const result = (await handler({ request, context, params })) as {
    type?: string;
    data?: Record<string, unknown>;
    init?: ResponseInit | null;
  };
  if (result.type === "DataWithResponseInit") {
    return { status: result.init?.status ?? 200, body: result.data ?? {} };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** «24 novembre 2026 alle 10:32», from the latest history row of the record. */
export async function lastChangeTime(
  database: TestDatabase,
  entityType: string,
  entityId: string | null,
) {
  const [row] = await database.db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        entityId === null ? isNull(auditLog.entityId) : eq(auditLog.entityId, entityId),
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(1);
  return formatDateTimeIt(row!.at).replace(", ", " alle ");
}

/** A post's values for the record core (saveNews). */
export const NEWS_VALUES = {
  title: "Open day",
  excerpt: "Sabato porte aperte nella sede di Potenza.",
  content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
  image: "https://www.esempio.it/open-day.jpg",
  category: "eventi" as const,
  tags: ["open day"],
  status: "draft" as const,
};

export const NEWS_FIELDS = {
  excerpt: "Sabato porte aperte nella sede di Potenza.",
  content: "<p>Vi aspettiamo dalle 9 alle 13.</p>",
  image: "https://www.esempio.it/open-day.jpg",
  category: "eventi",
  tags: "open day",
  intent: "draft",
};
/** Two amministratori, Mario and Anna, each signed in, on `database`. */
export async function twoEditors(database: TestDatabase) {
  const mario = await createUser(database.db, {
    email: `mario-${crypto.randomUUID()}@esempio.it`,
    password: "password-di-mario",
    name: "Mario Rossi",
    role: "amministratore",
  });
  const anna = await createUser(database.db, {
    email: `anna-${crypto.randomUUID()}@esempio.it`,
    password: "password-di-anna",
    name: "Anna Bianchi",
    role: "amministratore",
  });
  return {
    database,
    mario: { staff: mario, token: (await createSession(database.db, mario.id)).token },
    anna: { staff: anna, token: (await createSession(database.db, anna.id)).token },
  };
}
export type Editor = Awaited<ReturnType<typeof twoEditors>>["mario"];

/** Saves a course titled `title` as `editor`: a new one, or `id` over `openedVersion`. */
export function saveCourseAs(
  database: TestDatabase,
  editor: Editor,
  title: string,
  existing: { id?: string; openedVersion?: string } = {},
) {
  return saveCourse(database.db, {
    ...existing,
    values: aCourse({ title }),
    image: null,
    actor: actorOf(editor.staff),
  });
}

/** A post Mario wrote, then saved by Anna («… di Anna») over the version he has open. */
export async function postSavedByAnna(
  database: TestDatabase,
  mario: Editor,
  anna: Editor,
  title: string,
) {
  const article = await saveNews(database.db, {
    values: { ...NEWS_VALUES, title },
    authorId: mario.staff.id,
  });
  const opened = newsRecord.versionOf(article);
  await saveNews(database.db, {
    id: article.id,
    values: { ...NEWS_VALUES, title: `${title} di Anna` },
    authorId: anna.staff.id,
    actor: actorOf(anna.staff),
    openedVersion: opened,
  });
  return { article, opened };
}

/** A call `editor` creates through the call form (which redirects to its page): its id and fields. */
export async function newCall(database: TestDatabase, editor: Editor) {
  const { key: _key, ...fields } = aCall();
  const created = await post(
    database,
    (args) => callFormAction(args),
    "http://localhost/admin/bandi/nuovo",
    formOf({ ...fields, key: `bando-${crypto.randomUUID().slice(0, 8)}` }),
    editor.token,
  ).catch((thrown: unknown) => thrown);
  expect(created).toBeInstanceOf(Response);
  const id = new URL((created as Response).headers.get("Location")!, "http://localhost").pathname
    .split("/")
    .pop()!;
  return { id, fields, opened: (await getCallForEditing(database.db, id))!.version };
}

/** `editor` saves the call `id` through its form, titled `title`, over `openedVersion`. */
export function saveCallAs(
  database: TestDatabase,
  editor: Editor,
  call: { id: string; fields: Record<string, string> },
  title: string,
  openedVersion: string,
) {
  return post(
    database,
    (args) => callFormAction({ ...args, callId: call.id }),
    `http://localhost/admin/bandi/${call.id}`,
    formOf({ ...call.fields, title, [OPENED_VERSION_FIELD]: openedVersion }),
    editor.token,
  );
}
