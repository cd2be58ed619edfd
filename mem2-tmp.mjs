import v8 from "node:v8";
import path from "node:path";
import { execSync } from "node:child_process";
import { pathToFileURL } from "node:url";
const mb = (n) => Math.round(n / 1048576);
function report(label) {
  const m = process.memoryUsage();
  console.log(label, "rss", mb(m.rss), "heapTotal", mb(m.heapTotal), "heapUsed", mb(m.heapUsed), "ext", mb(m.external), "ab", mb(m.arrayBuffers));
  for (const s of v8.getHeapSpaceStatistics()) if (s.space_size > 2e6) console.log("   ", s.space_name, mb(s.space_size), "used", mb(s.space_used_size));
}
report("start");
const app = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
report("imported");
await app.start();
report("started");
const { spawn } = await import("node:child_process");
for (const r of ["/", "/corsi", "/corsi/chatgpt-docenza-docenti", "/news/corso-cedils-2025"]) {
  await new Promise((res) => spawn("npx", ["autocannon", "-c", "32", "-d", "4", "-H", "accept-encoding=gzip, br", "http://127.0.0.1:3999" + r], { stdio: "ignore" }).on("exit", res));
  report("after " + r);
}
globalThis.gc?.();
report("after gc");
process.exit(0);
