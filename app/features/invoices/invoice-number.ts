/** An invoice's number as the document and every screen show it: "12/2027". Browser-safe. */
export function invoiceNumberText(invoice: { year: number; number: number }): string {
  return `${invoice.number}/${invoice.year}`;
}
