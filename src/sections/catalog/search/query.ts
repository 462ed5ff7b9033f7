/**
 * What a buyer types into the catalog's search box, read as search engines read it: words, each
 * allowed a typo and matched as a prefix while typed; "quoted phrases", whose words must stand
 * together and in order; and -words, which drop every track that has them.
 */
export interface ParsedQuery {
  words: string[];
  phrases: string[][];
  excluded: string[];
}

/**
 * The words of a text as the index holds them: lower case, accents off (a buyer types "cafe"
 * for "café"), split at anything not a letter or digit. An apostrophe inside a word joins it
 * ("don't" is one word), as a buyer reads it.
 */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function parseQuery(text: string): ParsedQuery {
  const parsed: ParsedQuery = { words: [], phrases: [], excluded: [] };
  // A quote left open runs to the end: the phrase is still being typed.
  for (const [, phrase, token] of text.matchAll(/"([^"]*)(?:"|$)|(\S+)/g)) {
    if (phrase !== undefined) {
      const inside = words(phrase);
      if (inside.length > 1) parsed.phrases.push(inside);
      else parsed.words.push(...inside);
    } else if (token?.startsWith('-') && token.length > 1) {
      parsed.excluded.push(...words(token.slice(1)));
    } else if (token !== undefined) {
      parsed.words.push(...words(token));
    }
  }
  return parsed;
}
