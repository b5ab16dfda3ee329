/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, lines ended with CRLF. A text
 * cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that
 * some programs skip before reading one) gets a leading apostrophe, so it shows as the text it is.
 * Numbers are written as they are.
 */

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '""';
  if (typeof value === "number") return `"${String(value)}"`;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: the header, then one line per row. */
export const buildCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");

/** Minor units as a plain decimal amount for a spreadsheet: 5000 → "50.00". */
export const majorUnits = (minor: number): string => (minor / 100).toFixed(2);
