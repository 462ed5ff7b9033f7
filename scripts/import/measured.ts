/**
 * What a new track's main file's measuring pass tells: the master's loudness, its energy level
 * (low, medium or high) where the entry gives none, and its tempo and key where no tag, sheet cell
 * or file name gave them, written into its entry and marked
 * `measured` with how sure the measurement is, so the producer can review it. Where the audio
 * has no steady tempo (free time, a drone) or no clear key, the track is added without one and the
 * report says so: a number is never invented, and the build shows the piece as free time.
 */
import { TRACK_FIELDS, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { normalizeKey } from '../../src/sections/catalog/musical-key.ts';
import type { EnergyLevel } from '../../src/audio/energy/energy-facts.ts';
import type { TrackEntry } from './catalog-entry.ts';
import type { PlannedTrack } from './plan.ts';
import type { PreviewResult } from './preview.ts';

export interface Measured {
  track: string;
  bpm?: { value: number; confidence: number };
  key?: { value: string; confidence: number };
  energy?: { value: EnergyLevel; confidence: number };
  /** What the audio did not tell, each said as the report says it: the track is added without it. */
  without: string[];
}

/** Why the worker gave no value: it heard none, or it could not measure this file at all. */
const WITHOUT = {
  bpm: {
    unheard: 'no steady tempo',
    unmeasured: 'no tempo measured from this file',
    left: 'left without a BPM (give one if it has a pulse)',
  },
  key: {
    unheard: 'no clear key',
    unmeasured: 'no key measured from this file',
    left: 'left without a key (give one if it has one)',
  },
};

const round2 = (x: number) => Math.round(x * 100) / 100;

export function settleMeasured(
  track: PlannedTrack,
  result: Pick<PreviewResult, 'loudness' | 'tempo' | 'key' | 'energy'> | undefined,
): { entry: TrackEntry; measured?: Measured } {
  const { integrated, truePeak } = result?.loudness ?? {};
  // Digital silence has neither figure, and the field wants both.
  const loudness = integrated != null && truePeak != null ? { loudness: { integrated, truePeak } } : {};
  // A typed level is kept; only a track the entry leaves without one is given the measured level.
  const energy =
    track.entry.energy === undefined && result?.energy
      ? { value: result.energy.facts.level, confidence: round2(result.energy.confidence) }
      : undefined;
  const found: Measured = { track: track.entry.title, without: [], ...(energy && { energy }) };
  if (track.measure.length === 0) {
    const values = {
      ...track.entry,
      ...loudness,
      ...(energy && { energy: energy.value, measured: { energy: { confidence: energy.confidence } } }),
    };
    return { entry: inTableOrder(values), ...(energy && { measured: found }) };
  }
  const leave = (fact: keyof typeof WITHOUT, heard: boolean) =>
    found.without.push(`${WITHOUT[fact][heard ? 'unheard' : 'unmeasured']}: ${WITHOUT[fact].left}`);
  if (track.measure.includes('bpm')) {
    const tempo = result?.tempo;
    // Producers and tags count whole beats per minute; the detector's decimals are not that precise.
    if (tempo?.bpm != null) found.bpm = { value: Math.round(tempo.bpm), confidence: round2(tempo.confidence) };
    else leave('bpm', tempo !== undefined);
  }
  if (track.measure.includes('key')) {
    const key = result?.key;
    if (key?.key != null) found.key = { value: normalizeKey(key.key) ?? key.key, confidence: round2(key.confidence) };
    else leave('key', key !== undefined);
  }
  const values: Record<string, unknown> = {
    ...track.entry,
    ...loudness,
    ...(found.bpm && { bpm: found.bpm.value }),
    ...(found.key && { key: found.key.value }),
    ...(energy && { energy: energy.value }),
    // A value left out carries no mark: the build measures the preview again and shows what it hears, or free time.
    ...((found.bpm || found.key || energy) && {
      measured: {
        ...(found.bpm && { bpm: { confidence: found.bpm.confidence } }),
        ...(found.key && { key: { confidence: found.key.confidence } }),
        ...(energy && { energy: { confidence: energy.confidence } }),
      },
    }),
  };
  return { entry: inTableOrder(values), measured: found };
}

/** In the table's order, which is the order the YAML gives a track's fields. */
function inTableOrder(values: Record<string, unknown>): TrackEntry {
  return Object.fromEntries(
    (TRACK_FIELDS as readonly TrackField[]).flatMap((field) =>
      field.name in values ? [[field.name, values[field.name]]] : [],
    ),
  ) as TrackEntry;
}
