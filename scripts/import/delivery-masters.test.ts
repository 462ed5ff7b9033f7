import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrackEntry } from './catalog-entry.ts';
import { HOSTILE_NAMES } from '../../functions/src/contract/file-name.fixture.ts';
import { pathInFolder, unnamedMastersLine, withDeliveryMasters } from './delivery-masters.ts';

const folder = resolve('/music/delivery');
const entry = {
  id: 'blue-hour',
  title: 'Blue Hour',
  audio: '/audio/blue-hour.mp3',
  versions: [
    { label: 'Instrumental', audio: '/audio/blue-hour-instrumental.mp3' },
    { label: '30 s cut', audio: '/audio/blue-hour-30-s-cut.mp3' },
  ],
  rights: { writers: [{ name: 'Marlowe Kane', share: 100 }] },
} as unknown as TrackEntry;

describe("the import's delivery masters", () => {
  it('names a master by its path inside the folder, with forward slashes; none outside it or the folder itself', () => {
    expect(pathInFolder(folder, join(folder, 'masters', 'Blue Hour.wav'))).toBe('masters/Blue Hour.wav');
    expect(pathInFolder(folder, resolve('/music/elsewhere/Blue Hour.wav'))).toBeUndefined();
    expect(pathInFolder(folder, folder)).toBeUndefined();
  });

  it('gives the track its main master and each version its own, before the rights, and lists the masters outside', () => {
    const { entry: named, outside } = withDeliveryMasters(
      entry,
      [
        join(folder, 'Blue Hour.wav'),
        resolve('/music/Blue Hour (Instrumental).wav'),
        join(folder, 'cuts', 'Blue Hour - 30s.wav'),
      ],
      folder,
    );
    expect(named.delivery).toEqual({ master: 'Blue Hour.wav' });
    expect(named.versions).toEqual([
      entry.versions![0],
      { ...entry.versions![1], delivery: { master: 'cuts/Blue Hour - 30s.wav' } },
    ]);
    expect(Object.keys(named).at(-1)).toBe('rights');
    expect(outside).toEqual([resolve('/music/Blue Hour (Instrumental).wav')]);
    expect(pathInFolder(folder, resolve('/music/delivery-other/Blue Hour.wav'))).toBeUndefined();
  });

  it('names no master whose name no link can deliver, and says which and why; ..foo.wav is a name like any', () => {
    for (const name of HOSTILE_NAMES) {
      const { entry: named, outside, unnamed } = withDeliveryMasters(entry, [join(folder, 'masters', name)], folder);
      expect(named.delivery, JSON.stringify(name)).toBeUndefined();
      expect(outside).toEqual([]);
      expect(unnamed).toEqual([
        {
          master: join(folder, 'masters', name),
          problem: expect.stringMatching(/^the path holds U\+[0-9A-F]{4}, /) as unknown,
        },
      ]);
    }
    expect(pathInFolder(folder, join(folder, '..foo.wav'))).toBe('..foo.wav');
    expect(withDeliveryMasters(entry, [join(folder, '..foo.wav')], folder)).toMatchObject({
      entry: { delivery: { master: '..foo.wav' } },
      outside: [],
      unnamed: [],
    });
    const line = unnamedMastersLine([{ master: join(folder, 'tab\there.wav'), problem: 'the path holds U+0009, …' }]);
    expect(line).toMatch(
      /^ {2}1 master in the delivery folder is not named for delivery, its name is one no download link can carry: .*tab\\u\{9\}here\.wav \(the path holds U\+0009, …\)\. Rename it, then give its track delivery: \{ master: … \}\.$/,
    );
    expect(line).not.toContain('\t');
  });

  it('leaves the entry as it was when the catalog names no folder', () => {
    expect(withDeliveryMasters(entry, [join(folder, 'Blue Hour.wav')], null)).toEqual({
      entry,
      outside: [],
      unnamed: [],
    });
  });
});
