import { requireStaff } from "~/features/staff/auth/guards.server";
import type { Route } from "./+types/guard";

/**
 * Server guard for the staff pages nested here (docs/architecture.md): runs before
 * any child loader or action, so an anonymous visitor is sent to /admin/login
 * before anything is read or rendered. Pathless: it knows no URL.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireStaff(request, context);
    return next();
  },
];
