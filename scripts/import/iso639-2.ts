/**
 * ID3's TLAN and USLT name a language in ISO 639-2 (three letters), which Intl does not give:
 * the languages a catalog's vocals are most often in. Others are written `XXX`, ID3's "unknown".
 */
const THREE_LETTERS: Record<string, string> = {
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ja: 'jpn',
  ko: 'kor',
  zh: 'zho',
  ar: 'ara',
  hi: 'hin',
  ru: 'rus',
  nl: 'nld',
  sv: 'swe',
  no: 'nor',
  nb: 'nob',
  da: 'dan',
  fi: 'fin',
  pl: 'pol',
  tr: 'tur',
  he: 'heb',
  el: 'ell',
  id: 'ind',
  th: 'tha',
  vi: 'vie',
  uk: 'ukr',
  cs: 'ces',
  hu: 'hun',
  ro: 'ron',
  fa: 'fas',
  sw: 'swa',
  yo: 'yor',
  zu: 'zul',
  ga: 'gle',
  cy: 'cym',
  is: 'isl',
  tl: 'tgl',
  ms: 'msa',
  bn: 'ben',
  ta: 'tam',
};

/** The ISO 639-2 code of a BCP 47 tag's language (`pt-BR` is `por`), or `XXX`. */
export function iso6392(tag: string): string {
  const language = tag.split('-')[0]!.toLowerCase();
  if (language.length === 3) return language;
  return THREE_LETTERS[language] ?? 'XXX';
}
