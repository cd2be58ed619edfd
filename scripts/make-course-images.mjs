// Draws the course illustrations (original SVG artwork, one theme per course)
// and rasterises them with sharp into public/images/courses/{name}-{card|list}.{webp,avif}.
// Also writes the instructors' portrait SVGs under public/images/courses/docenti/.
// The generated files are committed, so `npm start` needs no extra step.
// Run again after adding a course: `node scripts/make-course-images.mjs`.
import { Buffer } from "node:buffer";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/images/courses");

// Keep in sync with app/features/courses/course-image.ts (a unit test checks every file exists).
const VARIANTS = {
  card: { width: 960, height: 540, viewBox: "0 0 960 540" },
  // 4:3 crop of the same artwork, centred.
  list: { width: 400, height: 300, viewBox: "120 0 720 540" },
};

/** Colour palettes: [background from, background to, main, accent, light]. */
const P = {
  blue: ["#1e3a8a", "#2563eb", "#f8fafc", "#f59e0b", "#bfdbfe"],
  teal: ["#115e59", "#14b8a6", "#f0fdfa", "#fbbf24", "#99f6e4"],
  violet: ["#4c1d95", "#8b5cf6", "#faf5ff", "#f472b6", "#ddd6fe"],
  rose: ["#881337", "#e11d48", "#fff1f2", "#fde047", "#fecdd3"],
  amber: ["#78350f", "#d97706", "#fffbeb", "#38bdf8", "#fde68a"],
  green: ["#14532d", "#16a34a", "#f0fdf4", "#f97316", "#bbf7d0"],
  slate: ["#0f172a", "#334155", "#f8fafc", "#22d3ee", "#cbd5e1"],
  indigo: ["#312e81", "#4f46e5", "#eef2ff", "#facc15", "#c7d2fe"],
  cyan: ["#164e63", "#0891b2", "#ecfeff", "#fb7185", "#a5f3fc"],
  orange: ["#7c2d12", "#ea580c", "#fff7ed", "#a3e635", "#fed7aa"],
  fuchsia: ["#701a75", "#c026d3", "#fdf4ff", "#34d399", "#f5d0fe"],
  emerald: ["#064e3b", "#059669", "#ecfdf5", "#facc15", "#a7f3d0"],
};

// ---------------------------------------------------------------- themes
// Each theme draws around the centre (480, 270), inside x 150..810.
const themes = {
  camera: ([, , m, a, l]) => `
    <rect x="300" y="160" width="360" height="230" rx="34" fill="${m}"/>
    <rect x="360" y="128" width="110" height="50" rx="14" fill="${m}"/>
    <circle cx="480" cy="278" r="92" fill="${l}"/>
    <circle cx="480" cy="278" r="66" fill="#0f172a"/>
    <circle cx="480" cy="278" r="38" fill="#334155"/>
    <circle cx="462" cy="258" r="12" fill="${m}" opacity=".8"/>
    <circle cx="610" cy="200" r="12" fill="${a}"/>
    <path d="M640 120 l10 26 26 10 -26 10 -10 26 -10 -26 -26 -10 26 -10z" fill="${a}"/>
    <path d="M700 170 l6 14 14 6 -14 6 -6 14 -6 -14 -14 -6 14 -6z" fill="${l}"/>`,
  clapper: ([, , m, a, l]) => `
    <rect x="290" y="220" width="380" height="200" rx="18" fill="${m}"/>
    <g transform="rotate(-12 290 215)">
      <rect x="290" y="160" width="380" height="56" rx="10" fill="#0f172a"/>
      ${[0, 1, 2, 3, 4].map((i) => `<path d="M${310 + i * 76} 160 h40 l-30 56 h-40z" fill="${m}"/>`).join("")}
    </g>
    <path d="M440 270 v100 l90 -50z" fill="${a}"/>
    <circle cx="700" cy="150" r="22" fill="${l}"/><circle cx="245" cy="380" r="14" fill="${a}"/>`,
  microphone: ([, , m, a, l]) => `
    <rect x="420" y="110" width="120" height="200" rx="60" fill="${m}"/>
    ${[150, 180, 210, 240].map((y) => `<line x1="430" x2="530" y1="${y}" y2="${y}" stroke="${l}" stroke-width="6"/>`).join("")}
    <path d="M380 250 a100 100 0 0 0 200 0" fill="none" stroke="${m}" stroke-width="18" stroke-linecap="round"/>
    <rect x="470" y="345" width="20" height="50" fill="${m}"/>
    <rect x="410" y="390" width="140" height="20" rx="10" fill="${m}"/>
    ${[0, 1, 2].map((i) => `<path d="M${610 + i * 36} ${200 - i * 10} a${60 + i * 36} ${60 + i * 36} 0 0 1 0 ${140 + i * 20}" fill="none" stroke="${i === 1 ? a : l}" stroke-width="12" stroke-linecap="round"/>`).join("")}
    ${[0, 1, 2].map((i) => `<path d="M${350 - i * 36} ${200 - i * 10} a${60 + i * 36} ${60 + i * 36} 0 0 0 0 ${140 + i * 20}" fill="none" stroke="${i === 1 ? a : l}" stroke-width="12" stroke-linecap="round"/>`).join("")}`,
  palette: ([, , m, a, l]) => `
    <path d="M480 120 c-120 0 -200 80 -200 160 s70 140 150 140 c30 0 40 -20 30 -45 s0 -50 35 -50 h55 c70 0 130 -40 130 -95 c0 -70 -80 -110 -200 -110z" fill="${m}"/>
    <circle cx="380" cy="230" r="24" fill="${a}"/><circle cx="450" cy="180" r="24" fill="#ef4444"/>
    <circle cx="540" cy="180" r="24" fill="#22c55e"/><circle cx="610" cy="230" r="24" fill="#3b82f6"/>
    <circle cx="360" cy="320" r="24" fill="${l}"/>
    <path d="M640 420 l90 -200 24 12 -70 210z" fill="${a}"/><path d="M640 420 l-8 30 26 -14z" fill="#0f172a"/>
    <path d="M250 130 l10 26 26 10 -26 10 -10 26 -10 -26 -26 -10 26 -10z" fill="${l}"/>`,
  gamepad: ([, , m, a, l]) => `
    <path d="M330 200 h300 c60 0 90 60 100 130 c10 70 -40 100 -80 60 l-50 -50 h-240 l-50 50 c-40 40 -90 10 -80 -60 c10 -70 40 -130 100 -130z" fill="${m}"/>
    <rect x="355" y="250" width="22" height="70" rx="4" fill="#0f172a"/><rect x="331" y="274" width="70" height="22" rx="4" fill="#0f172a"/>
    <circle cx="590" cy="260" r="16" fill="${a}"/><circle cx="630" cy="295" r="16" fill="#22c55e"/>
    <circle cx="550" cy="295" r="16" fill="#3b82f6"/><circle cx="590" cy="330" r="16" fill="#ef4444"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${380 + i * 56}" y="120" width="40" height="40" rx="6" fill="${i % 2 ? a : l}"/>`).join("")}`,
  printer: ([, , m, a, l]) => `
    <rect x="300" y="110" width="360" height="26" rx="8" fill="${m}"/>
    <rect x="300" y="110" width="26" height="310" fill="${m}"/><rect x="634" y="110" width="26" height="310" fill="${m}"/>
    <rect x="280" y="410" width="400" height="28" rx="8" fill="${m}"/>
    <rect x="440" y="150" width="80" height="60" rx="8" fill="${l}"/><path d="M470 210 h20 l-10 22z" fill="${a}"/>
    <path d="M400 400 h160 l-20 -40 h-120z" fill="${a}"/><path d="M420 360 h120 l-15 -30 h-90z" fill="${a}" opacity=".8"/>
    <path d="M440 330 h80 l-10 -20 h-60z" fill="${a}" opacity=".6"/>
    <line x1="480" y1="232" x2="480" y2="300" stroke="${a}" stroke-width="4" stroke-dasharray="6 6"/>`,
  brain: ([, , m, a, l]) => `
    <circle cx="480" cy="270" r="150" fill="${m}" opacity=".15"/>
    ${[
      [400, 190],
      [560, 190],
      [360, 290],
      [480, 260],
      [600, 290],
      [420, 370],
      [540, 370],
    ]
      .map(([x, y], i, all) =>
        all
          .slice(i + 1)
          .filter(([x2, y2]) => Math.hypot(x2 - x, y2 - y) < 170)
          .map(
            ([x2, y2]) =>
              `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="${l}" stroke-width="6"/>`,
          )
          .join(""),
      )
      .join("")}
    ${[
      [400, 190],
      [560, 190],
      [360, 290],
      [480, 260],
      [600, 290],
      [420, 370],
      [540, 370],
    ]
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${i === 3 ? 34 : 24}" fill="${i === 3 ? a : m}"/>`,
      )
      .join("")}`,
  robotArm: ([, , m, a, l]) => `
    <rect x="230" y="390" width="500" height="34" rx="17" fill="${l}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${260 + i * 88}" cy="407" r="10" fill="#0f172a" opacity=".5"/>`).join("")}
    <rect x="560" y="340" width="60" height="50" rx="6" fill="${a}"/><rect x="640" y="350" width="50" height="40" rx="6" fill="${m}"/>
    <rect x="300" y="330" width="100" height="40" rx="10" fill="${m}"/>
    <path d="M350 330 L420 190" stroke="${m}" stroke-width="34" stroke-linecap="round"/>
    <path d="M420 190 L560 230" stroke="${m}" stroke-width="28" stroke-linecap="round"/>
    <circle cx="420" cy="190" r="26" fill="${a}"/><circle cx="350" cy="330" r="22" fill="${a}"/>
    <path d="M560 230 l30 40 M560 230 l40 10" stroke="${m}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="650" cy="170" r="36" fill="none" stroke="${l}" stroke-width="8"/><circle cx="650" cy="170" r="10" fill="${l}"/>`,
  circuit: ([, , m, a, l]) => `
    <rect x="310" y="150" width="340" height="240" rx="20" fill="${m}"/>
    <rect x="420" y="220" width="120" height="100" rx="8" fill="#0f172a"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${428 + i * 22}" y="206" width="10" height="14" fill="${a}"/><rect x="${428 + i * 22}" y="320" width="10" height="14" fill="${a}"/>`).join("")}
    <path d="M340 190 h60 v40 M340 350 h50 v-40 h30 M620 190 h-40 v40 M620 350 h-60" fill="none" stroke="${l}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="340" cy="190" r="10" fill="${a}"/><circle cx="340" cy="350" r="10" fill="${a}"/>
    <circle cx="620" cy="190" r="10" fill="${a}"/><circle cx="620" cy="350" r="10" fill="${a}"/>
    <rect x="300" y="250" width="20" height="40" rx="4" fill="${l}"/>
    <path d="M700 140 q30 -30 60 0 M710 160 q20 -18 40 0" fill="none" stroke="${l}" stroke-width="8" stroke-linecap="round"/>`,
  chart: ([, , m, a, l]) => `
    <line x1="290" y1="410" x2="680" y2="410" stroke="${m}" stroke-width="10" stroke-linecap="round"/>
    ${[
      [320, 120],
      [400, 180],
      [480, 150],
      [560, 240],
      [640, 300],
    ]
      .map(
        ([x, h], i) =>
          `<rect x="${x - 26}" y="${400 - h}" width="52" height="${h}" rx="8" fill="${i === 4 ? a : m}"/>`,
      )
      .join("")}
    <path d="M300 300 L400 240 L480 260 L560 180 L660 120" fill="none" stroke="${l}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M660 120 l-40 0 M660 120 l0 40" stroke="${l}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="240" cy="180" r="34" fill="${a}"/><text x="240" y="194" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#0f172a">€</text>`,
  rocket: ([, , m, a, l]) => `
    <path d="M480 100 c70 50 90 140 70 230 h-140 c-20 -90 0 -180 70 -230z" fill="${m}"/>
    <circle cx="480" cy="210" r="34" fill="${l}"/><circle cx="480" cy="210" r="20" fill="#0f172a" opacity=".6"/>
    <path d="M410 270 l-50 70 h60z M550 270 l50 70 h-60z" fill="${a}"/>
    <path d="M440 330 h80 l-40 100z" fill="${a}" opacity=".9"/><path d="M460 330 h40 l-20 60z" fill="#fde047"/>
    ${[
      [280, 160],
      [680, 200],
      [320, 380],
      [650, 390],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${l}"/>`)
      .join("")}`,
  mosaic: ([, , m, a, l]) => `
    ${[
      [270, 250, 70, 170],
      [350, 190, 80, 230],
      [440, 140, 70, 280],
      [520, 220, 90, 200],
      [620, 180, 70, 240],
    ]
      .map(
        ([x, y, w, h], i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${[m, l, a, m, l][i]}"/>` +
          Array.from({ length: Math.floor(h / 40) }, (_, r) =>
            Array.from(
              { length: Math.floor(w / 30) },
              (_, c) =>
                `<rect x="${x + 8 + c * 30}" y="${y + 12 + r * 40}" width="16" height="20" fill="#0f172a" opacity="${(r + c + i) % 3 === 0 ? 0.15 : 0.45}"/>`,
            ).join(""),
          ).join(""),
      )
      .join("")}
    <rect x="250" y="420" width="460" height="12" fill="${m}"/>
    <circle cx="700" cy="130" r="30" fill="${a}"/>`,
  blocks: ([, , m, a, l]) => `
    <rect x="260" y="150" width="150" height="90" rx="16" fill="${m}"/>
    <rect x="550" y="150" width="150" height="90" rx="16" fill="${l}"/>
    <rect x="405" y="310" width="150" height="90" rx="16" fill="${a}"/>
    <path d="M410 195 h140 M335 240 v115 h70 M625 240 v115 h-70" fill="none" stroke="${m}" stroke-width="8" stroke-dasharray="14 10"/>
    <rect x="290" y="180" width="90" height="12" rx="6" fill="#0f172a" opacity=".4"/><rect x="290" y="205" width="60" height="12" rx="6" fill="#0f172a" opacity=".25"/>
    <rect x="580" y="180" width="90" height="12" rx="6" fill="#0f172a" opacity=".4"/><rect x="580" y="205" width="60" height="12" rx="6" fill="#0f172a" opacity=".25"/>
    <path d="M455 355 l18 18 36 -36" fill="none" stroke="#0f172a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  chatHeart: ([, , m, a, l]) => `
    <path d="M280 150 h260 a30 30 0 0 1 30 30 v120 a30 30 0 0 1 -30 30 h-170 l-60 50 v-50 h-30 a30 30 0 0 1 -30 -30 v-120 a30 30 0 0 1 30 -30z" fill="${m}"/>
    <path d="M410 280 c-60 -40 -70 -80 -40 -95 c20 -10 35 0 40 15 c5 -15 20 -25 40 -15 c30 15 20 55 -40 95z" fill="#e11d48"/>
    <path d="M600 240 h100 a24 24 0 0 1 24 24 v70 a24 24 0 0 1 -24 24 h-10 v40 l-44 -40 h-46 a24 24 0 0 1 -24 -24 v-70 a24 24 0 0 1 24 -24z" fill="${l}"/>
    ${[0, 1, 2].map((i) => `<circle cx="${620 + i * 30}" cy="300" r="9" fill="#0f172a" opacity=".6"/>`).join("")}
    <path d="M250 400 l8 20 20 8 -20 8 -8 20 -8 -20 -20 -8 20 -8z" fill="${a}"/>`,
  cube: ([, , m, a, l]) => `
    <path d="M480 110 L640 190 L640 370 L480 450 L320 370 L320 190z" fill="none" stroke="${m}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M320 190 L480 270 L640 190 M480 270 V450" fill="none" stroke="${m}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M480 110 L640 190 L480 270 L320 190z" fill="${l}" opacity=".55"/>
    <path d="M480 270 L640 190 L640 370 L480 450z" fill="${a}" opacity=".55"/>
    <path d="M400 150 L560 230 V410 M400 230 L560 150 M400 330 L560 250" stroke="${m}" stroke-width="3" opacity=".5"/>
    ${[
      [480, 110],
      [640, 190],
      [640, 370],
      [480, 450],
      [320, 370],
      [320, 190],
      [480, 270],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${a}"/>`)
      .join("")}`,
  bricks: ([, , m, a, l]) => `
    ${[
      [300, 330, 160, a],
      [460, 330, 200, m],
      [340, 250, 200, l],
      [420, 170, 120, a],
    ]
      .map(
        ([x, y, w, c]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="80" rx="8" fill="${c}"/>` +
          Array.from(
            { length: w / 40 },
            (_, i) =>
              `<rect x="${x + 8 + i * 40}" y="${y - 16}" width="24" height="18" rx="4" fill="${c}"/>`,
          ).join(""),
      )
      .join("")}
    <circle cx="450" cy="205" r="10" fill="#0f172a"/><circle cx="510" cy="205" r="10" fill="#0f172a"/>
    <circle cx="330" cy="430" r="28" fill="#0f172a"/><circle cx="630" cy="430" r="28" fill="#0f172a"/>
    <circle cx="330" cy="430" r="10" fill="${l}"/><circle cx="630" cy="430" r="10" fill="${l}"/>`,
  dna: ([, , m, a, l]) => {
    const parts = [];
    for (let i = 0; i <= 16; i++) {
      const y = 100 + i * 21;
      const dx = Math.sin(i / 2.2) * 110;
      parts.push(
        `<line x1="${480 - dx}" y1="${y}" x2="${480 + dx}" y2="${y}" stroke="${i % 2 ? a : l}" stroke-width="8" stroke-linecap="round"/>`,
      );
      parts.push(
        `<circle cx="${480 - dx}" cy="${y}" r="12" fill="${m}"/><circle cx="${480 + dx}" cy="${y}" r="12" fill="${m}"/>`,
      );
    }
    return (
      parts.join("") +
      `<text x="650" y="200" font-family="monospace" font-size="34" font-weight="700" fill="${l}">ACGT</text><text x="200" y="400" font-family="monospace" font-size="30" fill="${l}" opacity=".8">TGCA</text>`
    );
  },
  codeNet: ([, , m, a, l]) => `
    <rect x="250" y="130" width="300" height="260" rx="18" fill="#0f172a"/>
    <rect x="250" y="130" width="300" height="40" rx="18" fill="${m}"/>
    <circle cx="280" cy="150" r="8" fill="#ef4444"/><circle cx="305" cy="150" r="8" fill="${a}"/><circle cx="330" cy="150" r="8" fill="#22c55e"/>
    ${[
      [280, 200, 120, a],
      [300, 235, 180, l],
      [300, 270, 140, l],
      [280, 305, 90, a],
      [300, 340, 160, l],
    ]
      .map(
        ([x, y, w, c]) => `<rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="${c}"/>`,
      )
      .join("")}
    ${[
      [620, 170],
      [620, 270],
      [620, 370],
      [720, 220],
      [720, 320],
    ]
      .map(([x, y], i, all) =>
        i < 3
          ? all
              .slice(3)
              .map(
                ([x2, y2]) =>
                  `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="${l}" stroke-width="4"/>`,
              )
              .join("")
          : "",
      )
      .join("")}
    ${[
      [620, 170],
      [620, 270],
      [620, 370],
      [720, 220],
      [720, 320],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="20" fill="${i > 2 ? a : m}"/>`)
      .join("")}`,
  chatSpark: ([, , m, a, l]) => `
    <path d="M270 140 h330 a36 36 0 0 1 36 36 v150 a36 36 0 0 1 -36 36 h-220 l-70 60 v-60 h-40 a36 36 0 0 1 -36 -36 v-150 a36 36 0 0 1 36 -36z" fill="${m}"/>
    ${[
      [300, 190, 240],
      [300, 230, 270],
      [300, 270, 200],
      [300, 310, 130],
    ]
      .map(
        ([x, y, w]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="16" rx="8" fill="#0f172a" opacity=".3"/>`,
      )
      .join("")}
    <path d="M690 150 l16 42 42 16 -42 16 -16 42 -16 -42 -42 -16 42 -16z" fill="${a}"/>
    <path d="M700 310 l9 24 24 9 -24 9 -9 24 -9 -24 -24 -9 24 -9z" fill="${l}"/>
    <rect x="640" y="380" width="100" height="60" rx="10" fill="${l}"/><path d="M650 380 v-20 a40 40 0 0 1 80 0 v20" fill="none" stroke="${l}" stroke-width="8"/>`,
  canvas: ([, , m, a, l]) => `
    <rect x="260" y="120" width="440" height="300" rx="18" fill="${m}"/>
    <rect x="290" y="150" width="180" height="120" rx="10" fill="${l}"/>
    <circle cx="340" cy="200" r="22" fill="${a}"/><path d="M300 260 l60 -50 40 30 30 -20 40 40z" fill="#0f172a" opacity=".4"/>
    <rect x="500" y="150" width="170" height="18" rx="9" fill="#0f172a" opacity=".5"/>
    <rect x="500" y="185" width="130" height="14" rx="7" fill="#0f172a" opacity=".25"/>
    <rect x="500" y="212" width="150" height="14" rx="7" fill="#0f172a" opacity=".25"/>
    <rect x="290" y="300" width="110" height="90" rx="10" fill="${a}"/><circle cx="480" cy="345" r="45" fill="${l}"/>
    <path d="M560 390 l45 -90 45 90z" fill="${a}" opacity=".8"/>
    <path d="M720 110 l-70 90" stroke="${a}" stroke-width="14" stroke-linecap="round"/>`,
  docsSpark: ([, , m, a, l]) => `
    ${[
      [270, 140, m],
      [420, 170, l],
      [570, 140, m],
    ]
      .map(
        ([x, y, c]) =>
          `<rect x="${x}" y="${y}" width="120" height="160" rx="12" fill="${c}"/>` +
          [0, 1, 2, 3]
            .map(
              (r) =>
                `<rect x="${x + 18}" y="${y + 30 + r * 28}" width="${r === 3 ? 50 : 84}" height="10" rx="5" fill="#0f172a" opacity=".3"/>`,
            )
            .join(""),
      )
      .join("")}
    <path d="M480 340 C 490 380, 500 390, 540 400 C 500 410, 490 420, 480 460 C 470 420, 460 410, 420 400 C 460 390, 470 380, 480 340z" fill="${a}"/>
    <circle cx="300" cy="400" r="18" fill="#ea4335"/><circle cx="350" cy="400" r="18" fill="#fbbc04"/>
    <circle cx="610" cy="400" r="18" fill="#34a853"/><circle cx="660" cy="400" r="18" fill="#4285f4"/>`,
  briefcase: ([, , m, a, l]) => `
    <rect x="300" y="200" width="360" height="220" rx="24" fill="${m}"/>
    <path d="M420 200 v-40 a16 16 0 0 1 16 -16 h88 a16 16 0 0 1 16 16 v40" fill="none" stroke="${m}" stroke-width="18"/>
    <rect x="300" y="270" width="360" height="14" fill="#0f172a" opacity=".2"/>
    <rect x="455" y="260" width="50" height="36" rx="8" fill="${a}"/>
    <circle cx="680" cy="180" r="54" fill="${l}"/>
    <path d="M655 180 l18 18 34 -36" fill="none" stroke="#0f172a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M250 150 l10 26 26 10 -26 10 -10 26 -10 -26 -26 -10 26 -10z" fill="${a}"/>`,
  vr: ([, , m, a, l]) => `
    <path d="M290 210 h380 a40 40 0 0 1 40 40 v90 a40 40 0 0 1 -40 40 h-110 l-40 -40 h-40 l-40 40 h-110 a40 40 0 0 1 -40 -40 v-90 a40 40 0 0 1 40 -40z" fill="${m}"/>
    <ellipse cx="390" cy="295" rx="60" ry="42" fill="${l}"/><ellipse cx="570" cy="295" rx="60" ry="42" fill="${l}"/>
    <path d="M360 285 l20 -15 20 15 20 -15" fill="none" stroke="${a}" stroke-width="6"/>
    <path d="M545 300 l25 -25 25 25" fill="none" stroke="${a}" stroke-width="6"/>
    <path d="M250 260 c-40 0 -40 80 0 80 M710 260 c40 0 40 80 0 80" fill="none" stroke="${m}" stroke-width="16"/>
    <path d="M480 120 l80 40 -80 40 -80 -40z" fill="${a}"/><path d="M400 160 v20 l80 40 80 -40 v-20" fill="none" stroke="${a}" stroke-width="6"/>`,
  book: ([, , m, a, l]) => `
    <path d="M480 200 c-60 -40 -140 -40 -200 -20 v230 c60 -20 140 -20 200 20z" fill="${m}"/>
    <path d="M480 200 c60 -40 140 -40 200 -20 v230 c-60 -20 -140 -20 -200 20z" fill="${l}"/>
    <path d="M480 200 v230" stroke="#0f172a" stroke-width="6" opacity=".3"/>
    <path d="M480 90 l120 50 -120 50 -120 -50z" fill="${a}"/>
    <path d="M410 160 v40 c40 25 100 25 140 0 v-40" fill="${a}" opacity=".85"/>
    <line x1="600" y1="140" x2="600" y2="200" stroke="${a}" stroke-width="6"/><circle cx="600" cy="206" r="10" fill="${a}"/>`,
};

/** Course image name → [theme, palette]. Every course in app/features/courses/courses-content.ts needs an entry. */
const COURSES = {
  "fotografia-ai": ["camera", "amber"],
  "ai-video": ["clapper", "rose"],
  "ai-podcast": ["microphone", "violet"],
  "ai-art": ["palette", "fuchsia"],
  "ai-gaming": ["gamepad", "indigo"],
  "3d-printing": ["printer", "orange"],
  "ai-revolution": ["brain", "blue"],
  "meccatronica-ai": ["robotArm", "slate"],
  "arduino-ai": ["circuit", "teal"],
  "game-of-business": ["chart", "green"],
  "lean-startup": ["rocket", "indigo"],
  "mosaico-urbano": ["mosaic", "cyan"],
  "no-code-revolution": ["blocks", "emerald"],
  "customer-happiness": ["chatHeart", "orange"],
  "digital-modeling": ["cube", "violet"],
  "lego-spike": ["bricks", "amber"],
  "genomica-bioinformatica": ["dna", "emerald"],
  "ai-python-macchine-learning": ["codeNet", "blue"],
  "chatgpt-docenza-docenti": ["chatSpark", "teal"],
  "ai-podcasting-docenza-docenti": ["microphone", "rose"],
  "canva-docenza-docenti": ["canvas", "cyan"],
  "ai-didattica": ["brain", "violet"],
  "chatgpt-docenza": ["chatSpark", "indigo"],
  "gemini-google-workspace": ["docsSpark", "blue"],
  "coda-ai-docenza": ["blocks", "orange"],
  "ai-aggiornamento-professionale": ["briefcase", "slate"],
  "ai-ambienti-immersivi": ["vr", "fuchsia"],
  "lego-spike-docenti": ["bricks", "green"],
  default: ["book", "blue"],
};

function courseSvg(theme, palette, viewBox, width, height) {
  const [from, to, , , light] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse">
      <circle cx="4" cy="4" r="2" fill="${light}" opacity=".18"/>
    </pattern>
  </defs>
  <rect width="960" height="540" fill="url(#bg)"/>
  <rect width="960" height="540" fill="url(#dots)"/>
  <circle cx="120" cy="470" r="180" fill="${light}" opacity=".08"/>
  <circle cx="860" cy="60" r="160" fill="${light}" opacity=".1"/>
  <circle cx="480" cy="270" r="230" fill="#ffffff" opacity=".06"/>
  ${themes[theme](palette)}
</svg>`;
}

// ---------------------------------------------------------------- portraits
const PEOPLE = {
  "maria-carlucci": {
    skin: "#f1c7a5",
    hair: "#4a2c1a",
    shirt: "#1e40af",
    bg: "#dbeafe",
    long: true,
  },
  "francesco-santarsiero": {
    skin: "#e8b48f",
    hair: "#1f1f1f",
    shirt: "#0f766e",
    bg: "#ccfbf1",
    long: false,
    beard: true,
  },
  "elena-pace": { skin: "#f5d0b5", hair: "#a0522d", shirt: "#be123c", bg: "#ffe4e6", long: true },
  "davide-lorusso": {
    skin: "#d9a47c",
    hair: "#3b2a20",
    shirt: "#334155",
    bg: "#e2e8f0",
    long: false,
    glasses: true,
  },
  "giulia-summa": {
    skin: "#f0c3a0",
    hair: "#111827",
    shirt: "#7c3aed",
    bg: "#ede9fe",
    long: true,
    glasses: true,
  },
  "antonio-colangelo": {
    skin: "#e0a982",
    hair: "#6b7280",
    shirt: "#b45309",
    bg: "#fef3c7",
    long: false,
  },
  "rosa-laurino": { skin: "#c98d6a", hair: "#2d1b12", shirt: "#047857", bg: "#d1fae5", long: true },
};

function portraitSvg({ skin, hair, shirt, bg, long, beard, glasses }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
  <rect width="160" height="160" rx="80" fill="${bg}"/>
  ${long ? `<path d="M42 78 c0 -40 18 -56 38 -56 s38 16 38 56 v44 h-76z" fill="${hair}"/>` : ""}
  <path d="M28 160 c0 -36 22 -52 52 -52 s52 16 52 52z" fill="${shirt}"/>
  <rect x="70" y="92" width="20" height="22" rx="8" fill="${skin}"/>
  <ellipse cx="80" cy="72" rx="28" ry="32" fill="${skin}"/>
  ${long ? `<path d="M52 66 c4 -22 16 -32 28 -32 s26 8 30 30 c-14 -4 -30 -12 -36 -22 c-6 12 -14 20 -22 24z" fill="${hair}"/>` : `<path d="M51 68 c-2 -26 12 -38 29 -38 s32 12 29 38 c-4 -10 -10 -16 -14 -18 c-10 6 -26 6 -38 0 c-4 4 -6 10 -6 18z" fill="${hair}"/>`}
  ${beard ? `<path d="M54 78 c2 26 16 34 26 34 s24 -8 26 -34 c-6 10 -14 14 -26 14 s-20 -4 -26 -14z" fill="${hair}"/>` : ""}
  <circle cx="69" cy="74" r="3.5" fill="#1f2937"/><circle cx="91" cy="74" r="3.5" fill="#1f2937"/>
  ${glasses ? `<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="69" cy="74" r="9"/><circle cx="91" cy="74" r="9"/><path d="M78 74 h4"/></g>` : ""}
  <path d="M71 88 q9 7 18 0" fill="none" stroke="#9a3412" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}

async function main() {
  await fs.mkdir(path.join(outDir, "docenti"), { recursive: true });
  for (const [name, [theme, paletteName]] of Object.entries(COURSES)) {
    for (const [variant, { width, height, viewBox }] of Object.entries(VARIANTS)) {
      const svg = Buffer.from(courseSvg(theme, P[paletteName], viewBox, width, height));
      const base = path.join(outDir, `${name}-${variant}`);
      await sharp(svg).resize(width, height).webp({ quality: 80 }).toFile(`${base}.webp`);
      await sharp(svg).resize(width, height).avif({ quality: 55 }).toFile(`${base}.avif`);
    }
  }
  for (const [name, look] of Object.entries(PEOPLE)) {
    await fs.writeFile(path.join(outDir, "docenti", `${name}.svg`), portraitSvg(look) + "\n");
  }
  console.log(`course images written to ${path.relative(root, outDir)}`);
}

await main();
