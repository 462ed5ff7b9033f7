import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Suggestion } from '../../src/sections/catalog/sound/suggest-tags.ts';
import { trackTags, writeSuggestions } from './write-suggestions.ts';

const yaml = [
  '# the site',
  'sections:',
  '  - type: catalog # the catalog',
  '    tracks:',
  '      - id: night-drive',
  '        title: Night Drive',
  '        audio: /audio/night-drive.mp3',
  '        moods: [Tense, Dark] # typed by hand',
  '        genres: []',
  '      - id: bounce-1',
  '        title: Bounce 1',
  '        audio: /audio/bounce-1.mp3',
  '        # tempo to come',
  '        rights: { writers: [] }',
  '      - id: bounce-2',
  '        title: Bounce 2',
  '        audio: /audio/bounce-2.mp3',
  '        moods: [Calm]',
  '        suggested: { moods: { confidence: 0.5, from: [night-drive] } }',
  '        genres:',
  '          - Rock',
  '',
].join('\n');

const suggestion = (values: string[], from: string[], confidence = 0.72): Suggestion => ({
  values: values.map((value) => ({ value, confidence })),
  confidence,
  from,
});

const tracksOf = (text: string) =>
  (parse(text) as { sections: { tracks: Record<string, unknown>[] }[] }).sections[0]!.tracks;

describe('writing suggestions', () => {
  it('writes the values and their mark after the fields before them, keeping every comment and line', () => {
    const out = writeSuggestions(
      yaml,
      new Map([['bounce-1', { moods: suggestion(['Tense', 'Dark'], ['night-drive', 'bounce-2']) }]]),
    );
    expect(out).toBe(
      yaml.replace(
        '        audio: /audio/bounce-1.mp3\n',
        [
          '        audio: /audio/bounce-1.mp3',
          '        suggested: { moods: { confidence: 0.72, from: [night-drive, bounce-2] } }',
          '        moods: [Tense, Dark]',
          '',
        ].join('\n'),
      ),
    );
  });

  it('never replaces a typed value, fills an empty list, and rewrites a marked field with its mark', () => {
    const out = writeSuggestions(
      yaml,
      new Map([
        ['night-drive', { moods: suggestion(['Calm'], ['bounce-2']), genres: suggestion(['Synthwave'], ['x']) }],
        [
          'bounce-2',
          { moods: suggestion(['Eerie', 'Tense: Rising'], ['night-drive'], 0.9), genres: suggestion(['Pop'], ['x']) },
        ],
      ]),
    );
    const [nightDrive, , bounce2] = tracksOf(out);
    expect(nightDrive).toMatchObject({
      moods: ['Tense', 'Dark'],
      genres: ['Synthwave'],
      suggested: { genres: { confidence: 0.72, from: ['x'] } },
    });
    expect(nightDrive).not.toHaveProperty('suggested.moods');
    // Its block list of genres is the artist's: kept, and left unmarked.
    expect(bounce2).toEqual(
      expect.objectContaining({
        moods: ['Eerie', 'Tense: Rising'],
        genres: ['Rock'],
        suggested: { moods: { confidence: 0.9, from: ['night-drive'] } },
      }),
    );
    expect(out).toContain('        moods: [Tense, Dark] # typed by hand\n');
    expect(out).toContain('        moods: [Eerie, "Tense: Rising"]\n');
    expect(out.split('\n').filter((line) => line.includes('suggested:'))).toHaveLength(2);
  });

  it('reads what the artist typed apart from what is marked as suggested', () => {
    expect(trackTags(yaml, ['moods', 'genres'])).toEqual([
      { id: 'night-drive', typed: { moods: ['Tense', 'Dark'], genres: [] }, marked: [] },
      { id: 'bounce-1', typed: { moods: [], genres: [] }, marked: [] },
      { id: 'bounce-2', typed: { genres: ['Rock'] }, marked: ['moods'] },
    ]);
  });

  it('leaves the text as it was when nothing is asked or every field asked is typed', () => {
    expect(writeSuggestions(yaml, new Map())).toBe(yaml);
    expect(writeSuggestions(yaml, new Map([['night-drive', { moods: suggestion(['Calm'], ['a']) }]]))).toBe(yaml);
  });
});
