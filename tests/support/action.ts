import { RouterContextProvider } from "react-router";
import pino, { type Logger } from "pino";
import { appContext } from "~/context";
import { createUser } from "~/features/staff/accounts.server";
import type { Role } from "~/features/staff/auth/roles";
import { createSession } from "~/features/staff/auth/sessions.server";
import { STAFF_ACCESS } from "~/features/staff/auth/staff-access.server";
import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";

type ActionFn = (args: never) => unknown;

/** The router context the server gives one request (`appContext`), with a silent log by default. */
export function requestContext(
  database: Database,
  env: Env,
  options: { clientIp?: string; log?: Logger } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    database,
    env,
    log: options.log ?? pino({ level: "silent" }),
    requestId: "test",
    clientIp: options.clientIp ?? "127.0.0.1",
    staffAccess: STAFF_ACCESS,
  });
  return context;
}

/**
 * Calls a route action as React Router would, with our app context, and returns
 * the HTTP status and the data it answered (plain value or `data(value, init)`).
 */
export async function callAction(
  action: ActionFn,
  request: Request,
  deps: {
    database: Database;
    env: Env;
    log: Logger;
    clientIp?: string;
    /** The route's parameters (`:courseId`…). */
    params?: Record<string, string>;
  },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const context = requestContext(deps.database, deps.env, deps);
  const result = (await (action as (args: unknown) => Promise<unknown>)({
    request,
    context,
    params: deps.params ?? {},
  })) as { type?: string; data?: unknown; init?: ResponseInit | null } | Record<string, unknown>;
  if (result && (result as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = result as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

/** A form post to `url` by a new staff member of `role`, signed in: what a staff screen sends. */
export async function staffPost(
  database: Database,
  url: string,
  body: FormData | URLSearchParams,
  role: Role = "amministratore",
): Promise<Request> {
  const name = role === "redattore" ? "Rocco Redattore" : "Anna Amministratrice";
  const { token } = await staffWithSession(database, name, role);
  return new Request(url, { method: "POST", headers: { Cookie: `staff_session=${token}` }, body });
}

/** A staff member (redattore unless said) and the token of a session of theirs. */
export async function staffWithSession(database: Database, name: string, role: Role = "redattore") {
  const staff = await createUser(database.db, {
    email: `${crypto.randomUUID()}@esempio.it`,
    password: "una-password-lunga",
    name,
    role,
  });
  return { staff, token: (await createSession(database.db, staff.id)).token };
}

/**
 * Posts `fields` to an action as the session `token`, as React Router would:
 * the answer's status and data, or a redirect's status and location.
 */
export async function postAsStaff(
  action: ActionFn,
  url: string,
  fields: Record<string, string>,
  token: string,
  deps: { database: Database; env: Env },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = new Request(url, {
    method: "POST",
    headers: { Cookie: `staff_session=${token}` },
    body: new URLSearchParams(fields),
  });
  try {
    return await callAction(action, request, { ...deps, log: pino({ level: "silent" }) });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, body: { location: thrown.headers.get("Location") } };
  }
}
