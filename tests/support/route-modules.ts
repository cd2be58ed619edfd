/** What a route module may export that a request runs through. */
export type RouteModule = {
  middleware?: Array<(args: unknown, next: () => Promise<Response>) => Promise<Response>>;
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

// Route modules live in their feature folders; tests and island entries are not routes.
const ROUTE_MODULES = import.meta.glob<RouteModule>([
  "/app/features/**/*.{ts,tsx}",
  "!/app/features/**/*.test.{ts,tsx}",
  "!/app/features/**/*.island.tsx",
]);

/** The route module at `file`, named as app/routes.ts names it (e.g. "features/staff/users.tsx"). */
export async function loadRouteModule(file: string): Promise<RouteModule> {
  const importer = ROUTE_MODULES[`/app/${file}`];
  if (!importer) throw new Error(`route module not found: ${file}`);
  return importer();
}
