import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { normalizeKey } from './musical-key.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The catalog with each track's tempo and key as the site shows them: the YAML's where it gives
 * them; where it leaves one out, what the build measured from the track's audio, marked `measured`
 * with how sure, as the import marks what it measures. Where the build heard no steady tempo (free
 * time, a drone) or no clear key, the mark comes without a value, and the track shows none rather
 * than a number. The energy level, where the YAML gives none, is the one the build read from the
 * preview. A track whose audio the build does not read (another host) is left as written.
 * Run once the audio's facts are read, so every page, file and command reads the same values.
 */
export function withHeardTracks(section: CatalogSection, facts: AudioFactsMap): CatalogSection {
  return { ...section, tracks: section.tracks.map((track) => heardTrack(track, facts)) as typeof section.tracks };
}

function heardTrack(written: Track, facts: AudioFactsMap): Track {
  const { tempo, key, energy } = facts[written.audio] ?? {};
  // The energy level falls back to the preview's without a mark: a filter's coarse bin, not a figure to review.
  const track = written.energy === undefined && energy ? { ...written, energy: energy.level } : written;
  const hearTempo = track.bpm === undefined && tempo !== undefined;
  const hearKey = track.key === undefined && key !== undefined;
  if (!hearTempo && !hearKey) return track;
  const heardKey = hearKey && key.key !== null ? (normalizeKey(key.key) ?? key.key) : undefined;
  return {
    ...track,
    // Producers and tags count whole beats per minute, and so does the import: the detector's decimals are not that precise.
    ...(hearTempo && tempo.bpm !== null && { bpm: Math.round(tempo.bpm) }),
    ...(heardKey !== undefined && { key: heardKey }),
    measured: {
      ...track.measured,
      ...(hearTempo && { bpm: { confidence: round2(tempo.confidence) } }),
      ...(hearKey && { key: { confidence: round2(key.confidence) } }),
    },
  };
}

/** A track's tempo in a card's words: its BPM; free time where it was measured and has no steady pulse; none where nobody knows. */
export function tempoWords(
  track: Pick<Track, 'bpm' | 'measured'>,
  labels: Pick<Labels, 'freeTime'>,
): string | undefined {
  if (track.bpm !== undefined) return String(track.bpm);
  return track.measured?.bpm ? labels.freeTime : undefined;
}
