/**
 * A file's size in megabytes (10^6 bytes, as Finder and Explorer's properties count them) for a
 * reader in `lang`: whole from 100 MB, one decimal from 1 MB, two significant digits under it,
 * so a 40 kB stem never reads "0 MB".
 */
export function megabytes(bytes: number, lang: string): string {
  const mb = bytes / 1_000_000;
  const digits =
    mb >= 100 ? { maximumFractionDigits: 0 } : mb >= 1 ? { maximumFractionDigits: 1 } : { maximumSignificantDigits: 2 };
  return new Intl.NumberFormat(lang, digits).format(mb);
}
