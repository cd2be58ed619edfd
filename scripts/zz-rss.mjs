import autocannon from "autocannon";
import { startProdServer } from "./lib/prod-server.mjs";
const f = await startProdServer();
const dataDir = f.dataDir;
await f.stop({ keepData: true });
const s = await startProdServer({ DATA_DIR: dataDir, ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) });
const sample = (l) => console.log(l, s.rssMb(), "MB");
sample("idle");
for (const r of ["/", "/corsi", "/corsi/chatgpt-docenza-docenti", "/news/corso-cedils-2025"]) {
  await new Promise((res) => autocannon({ url: s.url + r, connections: 32, duration: 6, headers: { "accept-encoding": "gzip, br" } }, res));
  sample("after " + r);
}
await new Promise((r) => setTimeout(r, 2000));
sample("after 2s idle");
await s.stop();
