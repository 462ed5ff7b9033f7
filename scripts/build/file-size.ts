/** A file's size as a download link states it, in the page's language: "386 kB", "1.2 MB". */
export function fileSize(bytes: number, lang: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
  return bytes >= 1_000_000
    ? `${format(bytes / 1_000_000, 1)} MB`
    : `${format(Math.max(1, Math.round(bytes / 1000)), 0)} kB`;
}
