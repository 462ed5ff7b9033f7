import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrackEntry } from './catalog-entry.ts';
import { pathInFolder, withDeliveryMasters } from './delivery-masters.ts';

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
      [join(folder, 'Blue Hour.wav'), resolve('/music/Blue Hour (Instrumental).wav'), join(folder, 'cuts', 'Blue Hour - 30s.wav')],
      folder,
    );
    expect(named.delivery).toEqual({ master: 'Blue Hour.wav' });
    expect(named.versions).toEqual([entry.versions![0], { ...entry.versions![1], delivery: { master: 'cuts/Blue Hour - 30s.wav' } }]);
    expect(Object.keys(named).at(-1)).toBe('rights');
    expect(outside).toEqual([resolve('/music/Blue Hour (Instrumental).wav')]);
  });

  it('leaves the entry as it was when the catalog names no folder', () => {
    expect(withDeliveryMasters(entry, [join(folder, 'Blue Hour.wav')], null)).toEqual({ entry, outside: [] });
  });
});
