/**
 * A sheet's Language cell as a BCP 47 tag: a tag as written (`pt-br` is `pt-BR`), or a
 * language's English name (`Brazilian Portuguese`), looked up in the names Node's ICU data
 * gives every two-letter code, so no list is kept here.
 */
const names = new Intl.DisplayNames(['en'], { type: 'language' });

let byName: Map<string, string> | undefined;
function nameIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = names.of(code);
      if (name && name !== code && !byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), code);
    }
  }
  for (const regional of ['pt-BR', 'pt-PT', 'es-419', 'es-MX', 'en-GB', 'en-US', 'fr-CA', 'zh-Hans', 'zh-Hant'])
    byName.set(names.of(regional)!.toLowerCase(), regional);
  return byName;
}

/** The tag, '' for a cell that says there are no words (None, Instrumental), or null when it names no language. */
export function languageTag(cell: string): string | null {
  const written = cell.trim();
  if (/^(none|n\/a|instrumental|no lyrics|-)$/i.test(written)) return '';
  const named = nameIndex().get(written.toLowerCase());
  if (named) return named;
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(written)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(written);
    return canonical && names.of(canonical) !== canonical ? canonical : null;
  } catch {
    return null;
  }
}
