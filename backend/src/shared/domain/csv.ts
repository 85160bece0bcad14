/**
 * Writing CSV that people open in spreadsheets. Every export goes through {@link csvLine}, so text a
 * user typed (a product name, a description) can never run as a formula on an admin's machine
 * ("CSV injection"): a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * prefixed with a single quote, which spreadsheets show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet will not evaluate: `=HYPERLINK(…)` → `'=HYPERLINK(…)`. */
export function neutraliseCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One field: text neutralised and quoted when it holds a comma, quote, line break or edge space;
 * numbers and booleans as they are (a negative price is a number, not a formula); null and undefined empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = neutraliseCsvFormula(value);
  // A semicolon is quoted too: spreadsheets in many locales split on it.
  return /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending in CRLF as RFC 4180 and Excel expect. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
