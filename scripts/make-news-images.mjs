// Rasterises the news illustrations (original SVG artwork in public/images/news/)
// into 1200×675 JPEGs under public/images/news/og/, for Open Graph and feed
// previews: social networks and most feed readers do not show SVG images.
// The JPEGs are committed, so `npm start` needs no extra step.
// Run again after adding or changing a news SVG: `node scripts/make-news-images.mjs`.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const srcDir = path.join(root, "public/images/news");
const outDir = path.join(srcDir, "og");

await fs.mkdir(outDir, { recursive: true });
const files = (await fs.readdir(srcDir)).filter((f) => f.endsWith(".svg")).sort();
for (const file of files) {
  const svg = await fs.readFile(path.join(srcDir, file));
  const out = path.join(outDir, file.replace(/\.svg$/, ".jpg"));
  // density scales the 800×450 artwork up before resizing, so edges stay sharp.
  await sharp(svg, { density: 144 })
    .resize(1200, 675, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(out);
  console.log(path.relative(root, out));
}
