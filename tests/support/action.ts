import { RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import { appContext } from "~/context";
import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/env.server";

type ActionFn = (args: never) => unknown;

/**
 * Calls a route action as React Router would, with our app context, and returns
 * the HTTP status and the data it answered (plain value or `data(value, init)`).
 */
export async function callAction(
  action: ActionFn,
  request: Request,
  deps: { database: Database; env: Env; log: Logger; clientIp?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const context = new RouterContextProvider();
  context.set(appContext, {
    database: deps.database,
    env: deps.env,
    log: deps.log,
    requestId: "test",
    clientIp: deps.clientIp ?? "127.0.0.1",
  });
  const result = (await (action as (args: unknown) => Promise<unknown>)({
    request,
    context,
    params: {},
  })) as { type?: string; data?: unknown; init?: ResponseInit | null } | Record<string, unknown>;
  if (result && (result as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = result as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}
