import { data, type MiddlewareFunction } from "react-router";
import { loginRedirect } from "~/features/staff/auth/guards.server";
import { getStaff } from "~/features/staff/auth/sessions.server";
import { NOT_AUTHENTICATED_MESSAGE } from "~/platform/records/record-editor.server";

/**
 * The routes under /admin that anyone may use: signing in, the new account's
 * one-time link (the token is the key), signing out. Route patterns as
 * app/routes.ts writes them; every other /admin route needs a session.
 */
const PUBLIC_STAFF_ROUTES = new Set([
  "admin/login",
  "admin/imposta-password/:token",
  "admin/logout",
]);

/** Whether the matched route pattern ("admin/pagine/:pageKey") is in the staff area and not public. */
function needsStaffSession(pattern: string): boolean {
  const path = pattern.replace(/^\/+/, "");
  return /^admin(\/|$)/.test(path) && !PUBLIC_STAFF_ROUTES.has(path);
}

/**
 * The one guard of the staff area (decision 005), run from the root route for
 * every request, whatever its method, before any action or loader: a session
 * is required for every /admin route but the public ones above. It goes by the
 * route React Router matched, so a route added later is guarded without a
 * line here, and spelling a URL differently (case, `.data`) changes nothing.
 *
 * Without a session a GET or HEAD is sent to the login; any other method
 * answers 401 'User not authenticated' (spec §5) and nothing else. Letting a
 * POST through to the action is not enough: after a document POST React
 * Router runs the page's loaders, which would put the records in the answer.
 */
export const staffAreaGuard: MiddlewareFunction<Response> = async (
  { request, context, pattern, url },
  next,
) => {
  if (!needsStaffSession(pattern) || (await getStaff(request, context))) return next();
  // `url`, not request.url: the way back names the page, not its `.data` twin.
  if (request.method === "GET" || request.method === "HEAD") throw loginRedirect(url);
  // A single-fetch request (the hydrated editor's save) expects React Router's
  // encoding: a thrown answer reaches the page's error boundary.
  if (new URL(request.url).pathname.endsWith(".data")) {
    throw data(NOT_AUTHENTICATED_MESSAGE, { status: 401, headers: NOT_STORED });
  }
  return new Response(NOT_AUTHENTICATED_MESSAGE, {
    status: 401,
    headers: { ...NOT_STORED, "Content-Type": "text/plain; charset=utf-8" },
  });
};

const NOT_STORED = { "Cache-Control": "private, no-store" };
