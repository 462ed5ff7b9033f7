import { describe, expect, it } from 'vitest';
import { partStart, SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { catalogSoundFiles } from './catalog-sound-file.ts';
import { orderBySound } from './order-by-sound.ts';
import { likeTempo, similarTracks } from './similar.ts';
import { spaceOfFile, type SoundFile } from './sound-file.ts';

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

describe('more like this, by the tempo measured from the audio', () => {
  // A typed placeholder on every track, as the issue found: 120, marked measured by the import or left unmarked.
  const heard = (bpm: number | null, confidence = 0.9) => ({ bpm, confidence });
  const facts = {
    '/audio/a.mp3': { duration: 60, peaks: [], sound: sound(0), tempo: heard(92) },
    '/audio/b.mp3': { duration: 60, peaks: [], sound: sound(0.1), tempo: heard(94) },
    '/audio/c.mp3': { duration: 60, peaks: [], sound: sound(0.2), tempo: heard(140) },
    '/audio/d.mp3': { duration: 60, peaks: [], sound: sound(0.3), tempo: heard(null, 0.1) },
    '/audio/e.mp3': { duration: 60, peaks: [], sound: sound(0.15) },
  };
  const measured = { bpm: { confidence: 0.9 } };

  it('compares by what the producer wrote or reviewed, else by what the build heard', () => {
    // Written and reviewed (no mark): the YAML's, whatever the build heard.
    expect(likeTempo(track('a', { bpm: 120 }), facts)).toBe(120);
    // Measured at import: the build's own measure of the audio it decodes.
    expect(likeTempo(track('a', { bpm: 120, measured }), facts)).toBe(92);
    // No steady pulse heard: none, not the number in the YAML.
    expect(likeTempo(track('d', { bpm: 120, measured }), facts)).toBeNull();
    // Nothing heard (a file on another host): the YAML's measured value.
    expect(likeTempo(track('e', { bpm: 120, measured }), facts)).toBe(120);
    // No bpm in the YAML at all (read defensively): what was heard.
    expect(likeTempo(track('c', { bpm: undefined as unknown as number }), facts)).toBe(140);
  });

  it('says "similar tempo" only where the measured tempos are near, not for every pair with the same placeholder', () => {
    const section = catalog(['a', 'b', 'c', 'd'].map((id) => track(id, { bpm: 120, measured })));
    const found = similarTracks(section, facts, 'a');
    const reasons = (id: string) => found.find((f) => f.id === id)?.reasons ?? [];
    expect(reasons('b')).toContain('similarTempo');
    expect(reasons('c')).not.toContain('similarTempo');
    expect(reasons('d')).not.toContain('similarTempo');
    // Unmarked, the placeholder is the producer's word, and every pair has it.
    const typed = similarTracks(catalog(['a', 'b', 'c', 'd'].map((id) => track(id, { bpm: 120 }))), facts, 'a');
    expect(typed.every((f) => f.reasons.includes('similarTempo'))).toBe(true);
  });

  it('gives the browser the same tempos in the sound file, and the same order and reasons', () => {
    const tracks = ['a', 'b', 'c', 'd'].map((id) => track(id, { bpm: 120, measured }));
    const section = catalog(tracks);
    const [file] = catalogSoundFiles(section, facts);
    const sent = JSON.parse(file!.content) as SoundFile;
    expect(sent.tempos).toEqual([92, 94, 140, null]);
    const space = spaceOfFile(sent);
    // The search base still says 120 for each: the file's tempos win.
    const base = tracks.map((t) => ({
      id: t.id,
      vocals: t.vocals,
      bpm: 120,
      moods: [],
      genres: [],
      lengths: [],
      noAi: false,
    }));
    const inBrowser = orderBySound(
      base.map((t) => ({ id: t.id, fits: null })),
      base,
      space,
      { like: 'a' },
    );
    const atBuild = similarTracks(section, facts, 'a');
    expect(inBrowser.map((f) => [f.id, f.reasons])).toEqual(atBuild.map((f) => [f.id, f.reasons]));
  });
});

describe('more like this, by key', () => {
  const heard = (key: string | null) => ({ key, confidence: 0.8 });
  const facts = {
    '/audio/a.mp3': { duration: 60, peaks: [], sound: sound(0), key: heard('A minor') },
    '/audio/same.mp3': { duration: 60, peaks: [], sound: sound(0.1), key: heard('A minor') },
    '/audio/relative.mp3': { duration: 60, peaks: [], sound: sound(0.15), key: heard('C major') },
    '/audio/parallel.mp3': { duration: 60, peaks: [], sound: sound(0.2), key: heard('A major') },
    '/audio/drone.mp3': { duration: 60, peaks: [], sound: sound(0.25), key: heard(null) },
  };
  const ids = ['a', 'same', 'relative', 'parallel', 'drone'];

  it('says "same key" and "relative key" from the keys heard where the YAML gives none or a measured one', () => {
    const section = catalog(
      ids.map((id) => track(id, id === 'same' ? { key: 'E minor', measured: { key: { confidence: 0.3 } } } : {})),
    );
    const reasons = Object.fromEntries(similarTracks(section, facts, 'a').map((f) => [f.id, f.reasons]));
    expect(reasons.same).toContain('sameKey');
    expect(reasons.relative).toContain('relativeKey');
    for (const id of ['parallel', 'drone']) {
      expect(reasons[id]).not.toContain('sameKey');
      expect(reasons[id]).not.toContain('relativeKey');
    }
  });

  it('keeps the key the producer wrote or reviewed over what the build heard', () => {
    const section = catalog(ids.map((id) => track(id, id === 'parallel' ? { key: 'C major' } : {})));
    const reasons = Object.fromEntries(similarTracks(section, facts, 'a').map((f) => [f.id, f.reasons]));
    expect(reasons.parallel).toContain('relativeKey');
  });

  it('gives the browser the same keys in the sound file, and the same reasons', () => {
    const tracks = ids.map((id) => track(id));
    const section = catalog(tracks);
    const [file] = catalogSoundFiles(section, facts);
    const sent = JSON.parse(file!.content) as SoundFile;
    // Tonic + 12 × mode: A minor 21, C major 0, A major 9; none where no key is clear.
    expect(sent.keys).toEqual([21, 21, 0, 9, null]);
    const base = tracks.map((t) => ({
      id: t.id,
      vocals: t.vocals,
      bpm: 100,
      moods: [],
      genres: [],
      lengths: [],
      noAi: false,
    }));
    const inBrowser = orderBySound(
      base.map((t) => ({ id: t.id, fits: null })),
      base,
      spaceOfFile(sent),
      { like: 'a' },
    );
    expect(inBrowser.map((f) => [f.id, f.reasons])).toEqual(
      similarTracks(section, facts, 'a').map((f) => [f.id, f.reasons]),
    );
    expect(inBrowser.find((f) => f.id === 'relative')?.reasons).toContain('relativeKey');
  });
});
