import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { repoRoot } from '../config/config-path.ts';
import { validateConfigSource } from '../config/load-config.ts';
import type { TrackEntry } from './catalog-entry.ts';
import { addTracks, existingTracks } from './yaml-write.ts';

const track = (id: string, title: string): TrackEntry => ({
  id,
  title,
  audio: `/audio/${id}.mp3`,
  bpm: 90,
  key: 'A minor',
  moods: ['Calm', 'Warm'],
  genres: ['Ambient'],
  vocals: 'both',
  description: 'Slow pads for a dawn scene: a long line the writer must not fold into several.',
  versions: [{ label: 'Instrumental', audio: `/audio/${id}-instrumental.mp3` }],
  download: true,
  rights: {
    isrc: 'US-MK1-26-00099',
    writers: [{ name: 'Marlowe Kane', share: 100, pro: 'ASCAP', ipi: '00123456789' }],
    publishers: [{ name: 'Kane Sync Music', share: 100 }],
  },
});

describe('addTracks', () => {
  it('adds after the last track, leaving every other byte of the shipped config as it was', async () => {
    const shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    const out = addTracks(shipped, [track('blue-hour', 'Blue Hour'), track('red-sky', 'Red Sky')]);
    const added = out.length - shipped.length;
    const at = out.indexOf('      - id: blue-hour\n');
    expect(at).toBeGreaterThan(0);
    expect(out.slice(0, at) + out.slice(at + added)).toBe(shipped);
    const [first, second] = out.slice(at, at + added).split('      - id: red-sky\n');
    expect(first).toBe(
      [
        '      - id: blue-hour',
        '        title: Blue Hour',
        '        audio: /audio/blue-hour.mp3',
        '        bpm: 90',
        '        key: A minor',
        '        moods: [Calm, Warm]',
        '        genres: [Ambient]',
        '        vocals: both',
        '        description: >-',
        '          Slow pads for a dawn scene: a long line the writer must not fold into several.',
        '        versions:',
        '          - { label: Instrumental, audio: /audio/blue-hour-instrumental.mp3 }',
        '        download: true',
        '        rights:',
        '          isrc: US-MK1-26-00099',
        '          writers:',
        '            - { name: Marlowe Kane, share: 100, pro: ASCAP, ipi: "00123456789" }',
        '          publishers:',
        '            - { name: Kane Sync Music, share: 100 }',
        '',
      ].join('\n'),
    );
    expect(second).toBe(
      first!
        .replace(/blue-hour/g, 'red-sky')
        .replace('Blue Hour', 'Red Sky')
        .replace(/^ {6}- id: red-sky\n/, ''),
    );
    const result = validateConfigSource(out, 'site.config.yaml');
    expect(result.ok).toBe(true);
    expect(
      existingTracks(out)
        .map((t) => t.id)
        .slice(-2),
    ).toEqual(['blue-hour', 'red-sky']);
  });

  it('keeps comments, CRLF line ends and a file that ends without a newline', () => {
    const source = [
      '# my site',
      'sections:',
      '  - type: catalog # the tracks',
      '    id: catalog',
      '    heading: Tracks',
      '    tracks:',
      '      # first one',
      '      - id: old',
      '        title: Old',
    ].join('\r\n');
    const out = addTracks(source, [track('new-one', 'New One')]);
    expect(out.startsWith(`${source}\r\n      - id: new-one\r\n        title: New One\r\n`)).toBe(true);
    expect(out).not.toMatch(/[^\r]\n/);
    expect(existingTracks(out).map((t) => t.id)).toEqual(['old', 'new-one']);
  });

  it('adds a catalog section after the last one when the site has none', () => {
    const source =
      'site:\n  title: X\nsections:\n  - type: about\n    id: about\n    heading: About\n\n# contact next\n';
    const out = addTracks(source, [track('a', 'A')]);
    expect(out).toContain(
      '    heading: About\n  - type: catalog\n    id: catalog\n    heading: Catalog\n    tracks:\n      - id: a\n',
    );
    expect(out.endsWith('\n# contact next\n')).toBe(true);
    expect(existingTracks(out).map((t) => t.id)).toEqual(['a']);
  });

  it('writes what was measured on one line each, and the YAML accepts it', async () => {
    const shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    // In the order the import gives a track's fields: the mark after the key.
    const { id, title, audio, bpm, key, ...rest } = track('dusk', 'Dusk');
    const measured: TrackEntry = {
      id,
      title,
      audio,
      ...(bpm === undefined ? {} : { bpm }),
      ...(key === undefined ? {} : { key }),
      measured: { bpm: { confidence: 0.91 }, key: { confidence: 0.74 } },
      ...rest,
    };
    const out = addTracks(shipped, [measured]);
    expect(out).toContain(
      '        key: A minor\n        measured: { bpm: { confidence: 0.91 }, key: { confidence: 0.74 } }\n        moods: [Calm, Warm]\n',
    );
    expect(validateConfigSource(out, 'site.config.yaml').ok).toBe(true);
  });

  it('adds nothing and returns the same text when there is nothing to add', () => {
    expect(addTracks('sections: []\n', [])).toBe('sections: []\n');
  });
});
