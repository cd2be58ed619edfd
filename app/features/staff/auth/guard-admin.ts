import { requireAdmin } from "~/features/staff/auth/guards.server";
import type { Route } from "./+types/guard-admin";

/**
 * Server guard for the amministratore's pages (accounts, history, settings),
 * nested inside guard.ts (which has already sent anonymous visitors
 * to sign in). A redattore gets 403 with an Italian page (the staff layout's
 * ErrorBoundary), not a redirect. Each of these loaders and actions checks the
 * role again (decision 032).
 *
 * Pages are refused in this loader rather than in the middleware: a middleware
 * that throws stops every loader, the root's too, and the 403 page would have
 * no header and footer to show. Form posts are refused before their action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      await requireAdmin(request, context);
    }
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}
