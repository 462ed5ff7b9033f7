/**
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF, a field with a
 * comma, quote or line break in double quotes with its quotes doubled, and a UTF-8 byte order
 * mark first, without which Excel reads the file as the system's code page and garbles accents.
 */

/** Characters that make a spreadsheet read a cell as a formula (or, after a tab or CR, jump to one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text is a stranger's: a cell that begins like a formula (=HYPERLINK(…), +cmd|…,
 * -2+3, @SUM(…)) gets a leading apostrophe, which spreadsheets show as text and never run
 * (OWASP, "CSV Injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
