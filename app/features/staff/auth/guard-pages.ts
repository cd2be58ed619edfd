import { requireStaff } from "~/features/staff/auth/guards.server";
import type { Route } from "./+types/guard-pages";

/**
 * Server guard for screens whose action answers a missing session itself: the
 * news editor keeps what was typed on screen and says 'User not authenticated'
 * (spec §5), its action checking the session again. Their pages (loaders) are
 * guarded here, before anything is read; their form posts pass through.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST") await requireStaff(request, context);
    return next();
  },
];
