import { requireRole } from "~/server/auth.server";
import type { Route } from "./+types/guard-admin";

/**
 * Server guard for the amministratore's pages (accounts, history, settings;
 * issue 16), nested inside guard.ts: anonymous visitors are sent to sign in,
 * a redattore gets 403 with an Italian page (admin/layout.tsx's
 * ErrorBoundary), for GET and POST alike. Each action checks the role again.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireRole(request, context, "amministratore");
    return next();
  },
];
