import { describe, expect, it } from 'vitest';
import { mp3RoundTrip } from '../../../tools/sound-bench/mp3-round-trip.ts';
import { RECIPES } from '../../../tools/sound-bench/recipes.ts';
import { renderRecipe, SAMPLE_RATE } from '../../../tools/sound-bench/render-recipe.ts';
import { orderForFile, placeSound, soundSpace } from '../../sections/catalog/sound/sound-space.ts';
import { partStart, SOUND_SIZE, SoundAnalyser } from './sound-features.ts';
import { PITCH_SECONDS, printMatch, printOf, queryPrintOf, RISE_SECONDS, type SoundTimeline } from './sound-print.ts';

function timelineOf(pcm: Float32Array, rate = SAMPLE_RATE): SoundTimeline {
  const analyser = new SoundAnalyser(rate);
  analyser.push(pcm);
  analyser.finish();
  return analyser.timeline();
}

// Siblings: one recipe of the bench's synthesiser, three seeds (other keys, chords and tunes over the same arrangement and drums).
const tracks = [11, 12, 13].map((seed) => renderRecipe(RECIPES[0]!, seed, 0.6).pcm);
const prints = tracks.map((pcm) => printOf(timelineOf(pcm)));

/** A part of a track as a visitor's file would be: cut off the block grid, 6 dB quieter, through MP3 at 128 kb/s. */
async function excerptOf(pcm: Float32Array, fromSeconds: number, seconds: number) {
  const cut = pcm
    .slice(Math.round(fromSeconds * SAMPLE_RATE), Math.round((fromSeconds + seconds) * SAMPLE_RATE))
    .map((value) => value * 0.5);
  const trip = await mp3RoundTrip(cut, SAMPLE_RATE, 128);
  return queryPrintOf(timelineOf(trip.pcm, trip.sampleRate));
}

describe('the print of a track over time', () => {
  it('has a pitch letter and a rise bit per block of the track', () => {
    const seconds = tracks[0]!.length / SAMPLE_RATE;
    expect(prints[0]!.pitches.length).toBe(Math.floor(seconds / PITCH_SECONDS));
    expect(prints[0]!.rises.length).toBe(Math.ceil(Math.floor(seconds / RISE_SECONDS) / 6));
    expect(prints[0]!.pitches).toMatch(/^[A-L-]+$/);
    expect(new Set(prints[0]!.pitches).size).toBeGreaterThan(2);
    expect(prints[1]!.pitches).not.toBe(prints[0]!.pitches);
  });

  // Rendering and the MP3 round trip take a second or two idle, ten on a loaded machine.
  it(
    'finds where an excerpt was cut from, through MP3 and a level change, better than in a sibling',
    { timeout: 60_000 },
    async () => {
      const query = await excerptOf(tracks[0]!, 12.3, 20);
      const own = printMatch(query, prints[0]!);
      expect(Math.abs(own.from - 12.3)).toBeLessThanOrEqual(RISE_SECONDS);
      for (const sibling of prints.slice(1)) {
        const other = printMatch(query, sibling);
        expect(own.rises).toBeGreaterThan(other.rises);
        expect(own.pitches).toBeGreaterThan(other.pitches);
      }
    },
  );

  it(
    'orders a file’s own track first, though its siblings are nearer by the whole sound; a file of none by its sound as a track’s',
    { timeout: 60_000 },
    async () => {
      // Siblings whose whole sounds differ in their harmony's colour (0.8 and 1.6 apart), as tracks of one style do: the excerpt's own (1) is the farthest as a track is measured.
      const chroma = partStart('harmony');
      const soundAt = (value: number) =>
        Array.from({ length: SOUND_SIZE }, (_, d) => (d >= chroma && d < chroma + 12 ? value : 0));
      const space = soundSpace([0, 4, 2].map(soundAt), prints);
      const z = placeSound(space, soundAt(0));
      // As a file is measured (without the level), the order differs: it chooses the candidates, it does not order them.
      const asFile = [
        { place: 1, distance: 0.5 },
        { place: 0, distance: 2.5 },
        { place: 2, distance: 4.5 },
      ];
      const query = await excerptOf(tracks[1]!, 7.9, 20);
      expect(orderForFile(space, asFile, z, query).map(({ place }) => place)).toEqual([1, 0, 2]);
      // A track of the style that is none of these (another seed): what its print shares with theirs is not enough to reorder them.
      const stranger = await excerptOf(renderRecipe(RECIPES[0]!, 14, 0.6).pcm, 5, 20);
      expect(orderForFile(space, asFile, z, stranger).map(({ place }) => place)).toEqual([0, 2, 1]);
    },
  );
});
