#!/usr/bin/env node
// `npm run lighthouse:replay -- /route …`: why a page's simulated FCP and LCP
// are what they are. Lighthouse loads the page at full speed, then replays the
// load in a model of a slow phone (Lantern); this prints each replay of the
// first and largest contentful paint: every request and when it starts and
// ends in the model, with the connection it had to open (record 037).
// Uses the last build (run `npx react-router build` first).
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { startProdServer } from "./lib/prod-server.mjs";
import { launchChrome } from "./lib/launch-chrome.mjs";

const routes = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (routes.length === 0) {
  console.error("Uso: npm run lighthouse:replay -- /percorso [/altro …]");
  process.exit(1);
}
// Lighthouse keeps the replays' timings only when asked to.
process.env.LANTERN_DEBUG = "1";
const server = await startProdServer();
const chrome = await launchChrome();
const options = { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] };
try {
  // A throwaway first run, as in scripts/lighthouse.mjs.
  await lighthouse(server.url + routes[0], options);
  for (const route of routes) {
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const { lhr } = await lighthouse(server.url + route, options);
    const metric = (id) => Math.round(lhr.audits[id].numericValue);
    console.log(
      `\n${route}: FCP ${metric("first-contentful-paint")} ms, LCP ${metric("largest-contentful-paint")} ms, TBT ${metric("total-blocking-time")} ms (CPU index ${Math.round(lhr.environment.benchmarkIndex)})`,
    );
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!/ContentfulPaint/.test(label)) continue;
      const rows = [...timings.entries()]
        .map(([node, t]) => {
          const what =
            node.type === "network"
              ? `${node.request.url.replace(server.url, "").slice(0, 60)} (${node.request.priority}${
                  t.connectionTiming?.connectionTime > 100 ? ", new connection" : ""
                })`
              : "main thread";
          return { what, start: Math.round(t.startTime), end: Math.round(t.endTime) };
        })
        .sort((a, b) => a.start - b.start || a.end - b.end);
      console.log(`  ${label}: ${Math.max(...rows.map((r) => r.end))} ms`);
      for (const r of rows)
        console.log(`    ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)}  ${r.what}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
