/**
 * Lets a page paint before its JavaScript is even requested.
 *
 * React Router writes `<link rel="modulepreload">` for every script of the page
 * and an inline module that statically imports the route modules, so on a slow
 * phone the ~120 KB of JavaScript competes for bandwidth with the stylesheet and
 * the hero image, and the first paint waits for it. The page is fully rendered
 * HTML: hydration can wait one frame. This rewrite drops the preloads and turns
 * the static imports into dynamic ones that start after the first paint
 * (requestAnimationFrame, then a task). Everything else of the script is kept.
 *
 * Written against react-router 8.4.0's output (pinned in package.json); the
 * browser tests would fail if hydration stopped working.
 */
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

export function deferHydrationScripts(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match || !match[2]!.includes("__reactRouterRouteModules")) return html;
  const [whole, open, body, close] = match as unknown as [string, string, string, string];
  const names: string[] = [];
  const urls: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_m, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  if (names.length === 0) return html;
  const deferred =
    `await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));` +
    `const [${names.join(", ")}] = await Promise.all([${urls.map((u) => `import(${u})`).join(", ")}]);` +
    rest;
  const start = match.index;
  return (
    html.slice(0, start) +
    open +
    deferred +
    close +
    html.slice(start + whole.length)
  ).replace(MODULEPRELOAD, "");
}
