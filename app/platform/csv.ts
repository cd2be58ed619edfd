/** One column of a CSV: its heading and how a row fills it. */
export type CsvColumns<Row> = ReadonlyArray<readonly [string, (row: Row) => string]>;

function csvCell(value: string): string {
  // A leading = + - @ would make Excel evaluate the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV for Excel in Italian locale: UTF-8 with BOM, semicolon separator, CRLF,
 * one line per row, every cell formula-safe. Which columns a reader may see
 * is the caller's choice (the staff exports: features/privacy/exports.server.ts).
 */
export function csvDocument<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  const lines = [columns.map(([heading]) => csvCell(heading)).join(";")];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
