import type { RouterContextProvider } from "react-router";
import { middleware as rootMiddleware } from "~/root";
import routes from "~/routes";

type RouteNode = { file: string; path?: string; index?: boolean; children?: RouteNode[] };
/** A route with a URL, with the files of its ancestors (layouts, guards) and its own last. */
export type Leaf = { path: string; files: string[] };

function leavesOf(nodes: RouteNode[], parentPath = "", parentFiles: string[] = []): Leaf[] {
  return nodes.flatMap((node) => {
    const path = [parentPath, node.path ?? ""].filter(Boolean).join("/");
    const files = [...parentFiles, node.file];
    const own = node.path || node.index ? [{ path, files }] : [];
    return [...own, ...leavesOf(node.children ?? [], path, files)];
  });
}

/** Every route of app/routes.ts that has a URL. */
export const ROUTE_LEAVES: Leaf[] = leavesOf(routes as RouteNode[]);

type Args = {
  request: Request;
  context: RouterContextProvider;
  params: Record<string, string>;
};
/** Middleware also learns the URL and the matched pattern (the staff area's guard reads it). */
type MiddlewareArgs = Args & { url: URL; pattern: string };
type Module = {
  middleware?: Array<(args: MiddlewareArgs, next: () => Promise<Response>) => Promise<Response>>;
  loader?: (args: Args) => unknown;
  action?: (args: Args) => unknown;
};

// Route modules live in their feature folders; tests and island entries are not routes.
const ROUTE_MODULES = import.meta.glob<Module>([
  "/app/features/**/*.{ts,tsx}",
  "!/app/features/**/*.test.{ts,tsx}",
  "!/app/features/**/*.island.tsx",
]);

/** The module of a route file as app/routes.ts names it ("features/…"). */
export async function loadRouteModule(file: string): Promise<Module> {
  const importer = ROUTE_MODULES[`/app/${file}`];
  if (!importer) throw new Error(`route module not found: ${file}`);
  return importer();
}

/**
 * Runs a route's loader or action as React Router would: the root route's
 * middleware (the staff area's guard) and its ancestors' first, then the
 * handler. What it answered or threw comes back ("none" when the route has no
 * such handler; a middleware's own answer when it did not call on).
 */
export async function runRoute(
  leaf: Leaf,
  handler: "loader" | "action",
  request: Args,
): Promise<unknown> {
  const args: MiddlewareArgs = {
    ...request,
    url: new URL(request.request.url),
    pattern: `/${leaf.path}`,
  };
  const chain = await Promise.all(leaf.files.map(loadRouteModule));
  const own = chain.at(-1)![handler];
  const middleware = [
    ...((rootMiddleware as Module["middleware"]) ?? []),
    ...chain.flatMap((m) => m.middleware ?? []),
  ];
  let result: unknown;
  const step = async (i: number): Promise<Response> => {
    if (i < middleware.length) return middleware[i]!(args, () => step(i + 1));
    result = own ? await own(args) : "none";
    return new Response(null);
  };
  try {
    const answer = await step(0);
    return result === undefined ? answer : result;
  } catch (thrown) {
    return thrown;
  }
}
