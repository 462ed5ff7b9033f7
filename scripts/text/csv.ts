/**
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF, a field with a
 * comma, quote or line break in double quotes with its quotes doubled, and a UTF-8 byte order
 * mark first, without which Excel reads the file as the system's code page and garbles accents.
 */

/**
 * A cell that begins like a formula, after any spaces, quotes or line breaks a spreadsheet may
 * trim (or, with a tab or CR, jump past to the next cell).
 */
const FORMULA_START = /^[\s"]*[=+\-@]|^[\t\r]/;
/**
 * A formula start after a list separator or line break inside the text: a spreadsheet in a
 * locale whose separator is ";" (or one told to split on "," or tabs) cuts the cell there, quotes
 * or not, and runs what follows.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;

/**
 * One cell. Text is a stranger's: a cell, or a piece of it a spreadsheet may split off, that
 * begins like a formula (=HYPERLINK(…), +cmd|…, -2+3, @SUM(…)) gets an apostrophe in front,
 * which spreadsheets show as text and never run (OWASP, "CSV Injection"). Cells with a ";" or a
 * tab are quoted too, for importers that honour quotes whatever the separator.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function neutralised(text: string): string {
  // A leading line break gets both: a reader that splits records inside quotes starts a new line there.
  const inside = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(text) ? `'${inside}` : inside;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
