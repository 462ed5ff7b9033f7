// Field names in error messages come from the caller: keep each echo short and printable.
export function quoteField(name: string): string {
  const printable = name.replace(/[^\x20-\x7E]/g, '?');
  return `"${printable.length > 40 ? `${printable.slice(0, 40)}…` : printable}"`;
}
