import { requireStaff } from "~/features/staff/auth/guards.server";
import type { Route } from "./+types/guard-pages";

/**
 * Server guard for screens whose action answers a missing session itself: the
 * record editors (news, courses, calls) keep what was typed on screen and say
 * 'User not authenticated' (spec §5), their action checking the session again
 * (app/platform/records/record-editor.server.ts). Their pages (loaders) are
 * guarded here, before anything is read; their form posts pass through.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST") await requireStaff(request, context);
    return next();
  },
];
