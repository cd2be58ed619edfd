import { RouterContextProvider } from "react-router";
import pino, { type Logger } from "pino";
import { appContext } from "~/context";
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
