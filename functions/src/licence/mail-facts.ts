/** Label and value rows as a plain-text mail sets them: the values in one column, whatever the labels' lengths. */
export function factLines(rows: ReadonlyArray<readonly [string, string]>, indent = ''): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${indent}${`${label}:`.padEnd(width)}${value}`);
}
