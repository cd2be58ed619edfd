// Rasterises the news illustrations (original SVG artwork in public/images/news/):
// - public/images/news/{name}.avif and {name}.webp, 800×450: what the pages
//   show (AVIF, with the WebP for browsers without it). A browser draws an SVG
//   <img> on the page's main thread, and ten of them on /news kept a slow phone
//   busy for a few hundred milliseconds; a bitmap decodes off it.
// - public/images/news/og/{name}.jpg, 1200×675: for Open Graph and feed
//   previews (social networks and most feed readers do not show SVG or WebP).
// The files are committed, so `npm start` needs no extra step.
// Run again after adding or changing a news SVG: `node scripts/make-news-images.mjs`.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const srcDir = path.join(root, "public/images/news");
const ogDir = path.join(srcDir, "og");

await fs.mkdir(ogDir, { recursive: true });
const files = (await fs.readdir(srcDir)).filter((f) => f.endsWith(".svg")).sort();
for (const file of files) {
  const svg = await fs.readFile(path.join(srcDir, file));
  const name = file.replace(/\.svg$/, "");
  // density scales the 800×450 artwork up before resizing, so edges stay sharp.
  const page = path.join(srcDir, `${name}.webp`);
  await sharp(svg, { density: 144 })
    .resize(800, 450, { fit: "cover" })
    .webp({ quality: 80, effort: 6 })
    .toFile(page);
  await sharp(svg, { density: 144 })
    .resize(800, 450, { fit: "cover" })
    .avif({ quality: 55 })
    .toFile(path.join(srcDir, `${name}.avif`));
  const og = path.join(ogDir, `${name}.jpg`);
  await sharp(svg, { density: 144 })
    .resize(1200, 675, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(og);
  console.log(path.relative(root, page), path.relative(root, og));
}
