import { describe, expect, it } from 'vitest';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { tempoWords, withHeardTracks } from './heard-tracks.ts';

type Track = CatalogSection['tracks'][number];

const track = (id: string, fields: Partial<Track> = {}) =>
  ({ id, title: id, audio: `/audio/${id}.mp3`, vocals: 'instrumental', ...fields }) as Track;
const catalog = (tracks: Track[]) => ({ type: 'catalog', id: 'catalog', tracks }) as unknown as CatalogSection;
const heard = (bpm: number | null, key: string | null) => ({
  duration: 60,
  peaks: [],
  tempo: { bpm, confidence: 0.876 },
  key: { key, confidence: 0.412 },
});

describe("a track's tempo and key as the site shows them", () => {
  const facts = {
    '/audio/untyped.mp3': heard(117.6, 'D major'),
    '/audio/typed.mp3': heard(117.6, 'D major'),
    '/audio/drone.mp3': heard(null, null),
    '/audio/half.mp3': heard(88.2, 'F♯ minor'),
  };
  const tracks = withHeardTracks(
    catalog([
      track('untyped'),
      track('typed', { bpm: 120, key: 'A minor' }),
      track('drone'),
      track('half', { key: 'B minor', measured: { key: { confidence: 0.5 } } }),
      track('remote', { audio: 'https://example.com/remote.mp3' }),
    ]),
    facts,
  ).tracks;
  const byId = Object.fromEntries(tracks.map((t) => [t.id, t]));

  it('takes what the build heard where the YAML gives nothing, rounded as the import rounds it, and marks it measured', () => {
    expect(byId.untyped).toMatchObject({
      bpm: 118,
      key: 'D major',
      measured: { bpm: { confidence: 0.88 }, key: { confidence: 0.41 } },
    });
  });

  it('never replaces a value the YAML gives, measured at import or not', () => {
    expect(byId.typed).toEqual(track('typed', { bpm: 120, key: 'A minor' }));
    expect(byId.half).toEqual(
      track('half', { bpm: 88, key: 'B minor', measured: { key: { confidence: 0.5 }, bpm: { confidence: 0.88 } } }),
    );
  });

  it('gives no number where the build heard no steady tempo or clear key: the mark alone says it was listened for', () => {
    expect(byId.drone).toEqual(track('drone', { measured: { bpm: { confidence: 0.88 }, key: { confidence: 0.41 } } }));
    // Audio the build does not read: nothing is known, nothing is marked.
    expect(byId.remote).toEqual(track('remote', { audio: 'https://example.com/remote.mp3' }));
  });

  it('says a tempo in the card’s words: the BPM, free time, or nothing where nobody knows', () => {
    const labels = { freeTime: 'Free time' };
    expect(tracks.map((t) => tempoWords(t, labels))).toEqual(['118', '120', 'Free time', '88', undefined]);
  });
});

describe("a track's energy level as the site filters by it", () => {
  const energy = (level: 'low' | 'medium' | 'high') => ({
    duration: 60,
    peaks: [],
    energy: { curve: [0, 99], step: 1, highlight: { start: 0, end: 60 }, level },
  });
  const tracks = withHeardTracks(
    catalog([track('untyped'), track('typed', { energy: 'low' }), track('remote', { audio: 'https://x.test/a.mp3' })]),
    { '/audio/untyped.mp3': energy('high'), '/audio/typed.mp3': energy('high') },
  ).tracks;

  it("falls back to the level the build read from the preview, unmarked, and never replaces the YAML's", () => {
    expect(tracks.map((t) => t.energy)).toEqual(['high', 'low', undefined]);
    expect(tracks[0]!.measured).toBeUndefined();
  });
});
