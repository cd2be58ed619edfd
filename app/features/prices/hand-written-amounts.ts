/**
 * Amounts staff wrote by hand in a text (an FAQ answer, a news article, a page
 * text): "€ 99", "99 €", "99 euro", "99,00 €". When a price changes, the texts
 * still writing the old amount are listed to staff (decision 058): the site
 * cannot rewrite prose, so it says where to look. Browser-safe.
 */

/** The ways an amount of `cents` is written by hand: "99", "1.250" or "1250", then its decimals. */
function amountPattern(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  const plain = String(euros);
  const grouped = plain.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const whole = grouped === plain ? plain : `(?:${plain}|${grouped.replace(/\./g, "\\.")})`;
  if (rest === 0) return `${whole}(?:[,.]00)?`;
  const two = String(rest).padStart(2, "0");
  const decimals = two.endsWith("0") ? `(?:${two}|${two[0]})` : two;
  return `${whole}[,.]${decimals}`;
}

/** The text a reader sees: tags dropped, the euro sign and non-breaking spaces as typed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&euro;|&#8364;|&#x20ac;/gi, "€")
    .replace(/&nbsp;|&#160;|\u00a0/gi, " ");
}

/** Whether `text` (plain or HTML) writes the amount `cents` in euro by hand. */
export function writesAmount(text: string, cents: number): boolean {
  const amount = amountPattern(cents);
  // Not part of a longer number: "199 €" does not write 99, "99,50 €" does not write 99.
  const before = `(?:€|\\beur(?:o)?\\b)\\s*${amount}(?!\\d|[.,]\\d)`;
  const after = `(?<![\\d.,])${amount}\\s*(?:€|\\beur(?:o)?\\b)`;
  return new RegExp(`${before}|${after}`, "i").test(visibleText(text));
}
