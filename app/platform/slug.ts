/** Longest slug we make; longer titles are cut at a hyphen. */
export const SLUG_MAX_LENGTH = 80;

/**
 * Spec §5: the slug of a title is lower-cased, every run of characters other
 * than letters and digits becomes one hyphen, and hyphens at either end are
 * trimmed. Accents are removed first, so "Novità" gives "novita" rather than
 * "novit". A title with no letters or digits gives "articolo".
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug === "") return "articolo";
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/**
 * The first of `base`, `base-2`, `base-3`… that is not in `taken`
 * (spec §5 leaves collisions open; we append a counter).
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
