/**
 * What a new track's main file's measuring pass tells: the master's loudness, and its tempo and
 * key where no tag, sheet cell or file name gave them, written into its entry and marked
 * `measured` with how sure the measurement is, so the producer can review it; where the audio
 * has no steady tempo or clear key, what the track needs instead (bpm and key are required, and
 * a number is never invented).
 */
import { TRACK_FIELDS, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { normalizeKey } from '../../src/sections/catalog/musical-key.ts';
import type { TrackEntry } from './catalog-entry.ts';
import type { PlannedTrack } from './plan.ts';
import type { PreviewResult } from './preview.ts';

export interface Measured {
  track: string;
  bpm?: { value: number; confidence: number };
  key?: { value: string; confidence: number };
}

const GIVE = {
  bpm: 'give a BPM (tag TBPM, the BPM column or the file name)',
  key: 'give a key (tag TKEY, the Key column or the file name)',
};

const round2 = (x: number) => Math.round(x * 100) / 100;

export function settleMeasured(
  track: PlannedTrack,
  result: Pick<PreviewResult, 'loudness' | 'tempo' | 'key'> | undefined,
): { entry: TrackEntry; measured?: Measured } | { missing: string[] } {
  const { integrated, truePeak } = result?.loudness ?? {};
  // Digital silence has neither figure, and the field wants both.
  const loudness = integrated != null && truePeak != null ? { loudness: { integrated, truePeak } } : {};
  if (track.measure.length === 0) return { entry: inTableOrder({ ...track.entry, ...loudness }) };
  const missing: string[] = [];
  const found: Measured = { track: track.entry.title };
  if (track.measure.includes('bpm')) {
    const tempo = result?.tempo;
    // Producers and tags count whole beats per minute; the detector's decimals are not that precise.
    if (tempo?.bpm != null) found.bpm = { value: Math.round(tempo.bpm), confidence: round2(tempo.confidence) };
    else missing.push(`${tempo ? 'no steady tempo found' : 'no tempo measured from this file'}: ${GIVE.bpm}`);
  }
  if (track.measure.includes('key')) {
    const key = result?.key;
    if (key?.key != null) found.key = { value: normalizeKey(key.key) ?? key.key, confidence: round2(key.confidence) };
    else missing.push(`${key ? 'no clear key found' : 'no key measured from this file'}: ${GIVE.key}`);
  }
  if (missing.length) return { missing };
  const values: Record<string, unknown> = {
    ...track.entry,
    ...loudness,
    ...(found.bpm && { bpm: found.bpm.value }),
    ...(found.key && { key: found.key.value }),
    measured: {
      ...(found.bpm && { bpm: { confidence: found.bpm.confidence } }),
      ...(found.key && { key: { confidence: found.key.confidence } }),
    },
  };
  return { entry: inTableOrder(values), measured: found };
}

/** In the table's order, which is the order the YAML gives a track's fields. */
function inTableOrder(values: Record<string, unknown>): TrackEntry {
  return Object.fromEntries(
    (TRACK_FIELDS as readonly TrackField[]).flatMap((field) => (field.name in values ? [[field.name, values[field.name]]] : [])),
  ) as TrackEntry;
}
