// Counts written in words, as the pages' copy writes them ("Diciotto corsi"):
// the counts that describe the catalogue are computed, so they follow it.

const UNITS = [
  "zero",
  "uno",
  "due",
  "tre",
  "quattro",
  "cinque",
  "sei",
  "sette",
  "otto",
  "nove",
  "dieci",
  "undici",
  "dodici",
  "tredici",
  "quattordici",
  "quindici",
  "sedici",
  "diciassette",
  "diciotto",
  "diciannove",
];
const TENS = [
  "",
  "",
  "venti",
  "trenta",
  "quaranta",
  "cinquanta",
  "sessanta",
  "settanta",
  "ottanta",
  "novanta",
];

/** 0–99 in Italian words ("ventitré", "trentuno"); digits from 100 on. */
export function italianNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 20) return UNITS[n]!;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)]!;
  if (unit === 0) return tens;
  // The tens drop their vowel before "uno" and "otto"; a final "tre" takes its accent.
  const stem = unit === 1 || unit === 8 ? tens.slice(0, -1) : tens;
  return `${stem}${unit === 3 ? "tré" : UNITS[unit]}`;
}

/** «Diciotto corsi», «Un corso», «Nessun corso»: a count of courses opening a sentence. */
export function coursesCount(n: number): string {
  if (n === 0) return "Nessun corso";
  if (n === 1) return "Un corso";
  const words = italianNumber(n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} corsi`;
}
