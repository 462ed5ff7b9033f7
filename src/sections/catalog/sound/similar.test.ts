import { describe, expect, it } from 'vitest';
import { partStart, SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { catalogSoundFiles } from './catalog-sound-file.ts';
import { similarTracks } from './similar.ts';

type Track = CatalogSection['tracks'][number];

/** A sound whose every number is `base`, with brightness and energy (loudness and onsets) set apart. */
function sound(base: number, { bright = base, energy = base } = {}): number[] {
  const vector = new Array<number>(SOUND_SIZE).fill(base);
  vector[partStart('centroid')] = bright;
  vector[partStart('loudness')] = energy;
  vector[partStart('onsets')] = energy;
  return vector;
}

const track = (id: string, fields: Partial<Track> = {}) =>
  ({ id, title: id.toUpperCase(), audio: `/audio/${id}.mp3`, bpm: 100, vocals: 'instrumental', ...fields }) as Track;

function catalog(tracks: Track[]): CatalogSection {
  return { type: 'catalog', id: 'catalog', tracks } as unknown as CatalogSection;
}

describe('more like this', () => {
  const tracks = [
    track('a'),
    track('near', { bpm: 102 }),
    track('brighter', { bpm: 100 }),
    track('sung', { vocals: 'vocal' }),
    track('far', { bpm: 160 }),
    track('kept', { listed: false }),
    track('silent'),
  ];
  const facts = {
    '/audio/a.mp3': { duration: 60, peaks: [], sound: sound(0) },
    '/audio/near.mp3': { duration: 60, peaks: [], sound: sound(0.1) },
    '/audio/brighter.mp3': { duration: 60, peaks: [], sound: sound(0.2, { bright: 3 }) },
    '/audio/sung.mp3': { duration: 60, peaks: [], sound: sound(0.1) },
    '/audio/far.mp3': { duration: 60, peaks: [], sound: sound(2, { bright: 0, energy: -3 }) },
    '/audio/kept.mp3': { duration: 60, peaks: [], sound: sound(0) },
    '/audio/silent.mp3': { duration: 60, peaks: [] },
  };
  const section = catalog(tracks);

  it('gives the nearest listed tracks by sound first, the buyer’s filters weighing in', () => {
    const ids = similarTracks(section, facts, 'a').map((found) => found.id);
    expect(ids[0]).toBe('near');
    // The same sound with vocals comes after the instrumental ones near it.
    expect(ids.indexOf('sung')).toBeGreaterThan(ids.indexOf('near'));
    expect(ids.at(-1)).toBe('far');
    // Never a track kept for shortlists, nor one the build has no sound of.
    expect(ids).not.toContain('kept');
    expect(ids).not.toContain('silent');
    expect(ids).toHaveLength(4);
  });

  it('says why in a few words', () => {
    const found = similarTracks(section, facts, 'a');
    expect(found.find((f) => f.id === 'near')?.reasons).toEqual(['similarTempo', 'alsoInstrumental']);
    expect(found.find((f) => f.id === 'brighter')?.reasons).toContain('brighter');
    expect(similarTracks(section, facts, 'brighter').find((f) => f.id === 'a')?.reasons).toContain('darker');
    expect(found.find((f) => f.id === 'sung')?.reasons).not.toContain('alsoInstrumental');
    expect(found.find((f) => f.id === 'far')?.reasons).toContain('calmer');
  });

  it('suggests nothing for a track kept for shortlists (it has no page), nor for one without a sound', () => {
    expect(similarTracks(section, facts, 'kept')).toEqual([]);
    expect(similarTracks(section, facts, 'silent')).toEqual([]);
    expect(similarTracks(section, facts, 'a', 2)).toHaveLength(2);
  });

  it('publishes a sound file of the listed tracks alone: a kept track moves none of its numbers', () => {
    const [file] = catalogSoundFiles(section, facts);
    expect(file).toEqual(catalogSoundFiles(catalog(tracks.filter((t) => t.id !== 'kept')), facts)[0]);
  });
});
