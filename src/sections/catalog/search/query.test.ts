import { describe, expect, it } from 'vitest';
import { parseQuery, words } from './query.ts';

describe('words', () => {
  it('lowers case, takes accents off, keeps apostrophes inside words and splits at the rest', () => {
    expect(words('Café  Noir—Don’t STOP, 90s/Lo-Fi')).toEqual(['cafe', 'noir', 'dont', 'stop', '90s', 'lo', 'fi']);
  });

  it('keeps letters of every script', () => {
    expect(words('Ночной город · 夜の街 · سهر')).toEqual(['ночнои', 'город', '夜の街', 'سهر']);
  });
});

describe('parseQuery', () => {
  it('reads words, quoted phrases and -exclusions', () => {
    expect(parseQuery('tense synth "driving at night" -vocals -"choir"')).toEqual({
      words: ['tense', 'synth'],
      phrases: [['driving', 'at', 'night']],
      excluded: ['vocals', 'choir'],
    });
  });

  it('takes a one-word phrase as a word, a quote still open as a phrase being typed, a lone dash as nothing', () => {
    expect(parseQuery('"piano" - "slow burn')).toEqual({ words: ['piano'], phrases: [['slow', 'burn']], excluded: [] });
  });

  it('reads an empty box as no query', () => {
    expect(parseQuery('   ')).toEqual({ words: [], phrases: [], excluded: [] });
  });
});
