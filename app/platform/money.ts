/**
 * Amounts of money (decision 058): always integer euro cents, written the
 * Italian way. Browser-safe: the staff forms check typed amounts.
 */

// Grouping "always": Italian CLDR data leaves four-digit numbers ungrouped
// ("1250,50"), and an amount due reads better as "1.250,50".
const EURO_NUMBER = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: "always",
});

/** An amount in cents as every screen and e-mail writes it: "€ 199,00", "€ 1.250,50". */
export function formatEuro(cents: number): string {
  return `€ ${EURO_NUMBER.format(cents / 100)}`;
}

/** The highest amount staff may type: a price, not a typing slip. */
const MAX_CENTS = 100_000_00;

export const EURO_FORMAT_MESSAGE =
  "Indica l'importo in euro, per esempio 199 o 1.250,50 (al massimo due decimali).";

// "199", "199,00", "1.250,50", "€ 199", "199 €", "99.50": decimals after a
// comma, or a dot as some keyboards type it.
const EURO_TEXT = /^(?:€\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{1,2}))?(?:\s*€)?$/;

/**
 * Reads an amount typed in euro into cents, or the Italian message to show
 * beside the field. Surrounding spaces are ignored.
 */
export function parseEuro(text: string): { cents: number } | { error: string } {
  const match = text.trim().match(EURO_TEXT);
  if (!match) {
    if (/^-|^€\s*-/.test(text.trim())) return { error: "L'importo non può essere negativo." };
    return { error: EURO_FORMAT_MESSAGE };
  }
  const euro = Number(match[1]!.replace(/\./g, ""));
  const cents = euro * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents > MAX_CENTS) return { error: "L'importo non può superare € 100.000,00." };
  return { cents };
}
