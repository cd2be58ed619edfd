// Entry point. Production: runs the built server (build/server/index.js).
// Development (NODE_ENV=development): the same app through Vite's dev middleware.
const buildDir = process.env.BUILD_DIR ?? "build";

if (process.env.NODE_ENV === "development") {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  const app = await vite.ssrLoadModule("./server/app.ts");
  await app.start({ vite });
} else {
  const { pathToFileURL } = await import("node:url");
  const path = await import("node:path");
  const app = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);
  await app.start();
}
