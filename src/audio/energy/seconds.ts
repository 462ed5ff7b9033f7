/**
 * A track second by second, from its frames of K-weighted power: the short-term loudness
 * (BS.1770's 3 s window, centred on the second) and the onset strength (how much the level rose
 * from frame to frame within it). Levels are read relative to the track's loudest short-term
 * loudness, so a master and its normalised preview give the same seconds, shifted alike.
 */
import type { EnergyFrames } from './energy-frames.ts';

/** Below this under the loudest short-term loudness a frame counts as silence: a fade's tail adds no onsets. */
export const FLOOR_LU = 40;
/** A frame must rise this much over the one before to count at all: a steady noise's frame-to-frame jitter stays under it. */
const DEAD_ZONE_DB = 1.5;
/** A rise this large, past the dead zone, is an onset when counted for the level: a note's or a hit's attack. */
const ONSET_DB = 4;
const SHORT_TERM_SECONDS = 3;

export interface Seconds {
  /** Per second, the short-term loudness in LUFS (BS.1770, -0.691 dB offset); silence reads as the floor. */
  loudness: Float64Array;
  /** Per second, the summed rises in dB past the dead zone: near 0 for a held chord, tens for drums. */
  onsets: Float64Array;
  /** Per second, how many onsets (rises of ONSET_DB or more, each one counted once) began in it. */
  attacks: Float64Array;
  /** The loudest short-term loudness. */
  top: number;
}

const lufs = (power: number) => -0.691 + 10 * Math.log10(power);

export function secondsOf({ frameSeconds, power, duration }: EnergyFrames): Seconds {
  const count = Math.max(1, Math.ceil(duration - 0.5));
  const perSecond = 1 / frameSeconds;
  // Prefix sums: any window's mean power in one subtraction.
  const prefix = new Float64Array(power.length + 1);
  for (let i = 0; i < power.length; i++) prefix[i + 1] = prefix[i]! + power[i]!;
  const windowPower = (from: number, to: number) => {
    const a = Math.max(0, Math.min(power.length, Math.round(from * perSecond)));
    const b = Math.max(a + 1, Math.min(power.length, Math.round(to * perSecond)));
    return b <= power.length && b > a ? (prefix[b]! - prefix[a]!) / (b - a) : 0;
  };
  const raw = Float64Array.from({ length: count }, (_, s) => {
    const centre = s + 0.5;
    const p = windowPower(centre - SHORT_TERM_SECONDS / 2, centre + SHORT_TERM_SECONDS / 2);
    return p > 0 ? lufs(p) : -Infinity;
  });
  const top = Math.max(...raw);
  const floor = Number.isFinite(top) ? top - FLOOR_LU : -70;
  const loudness = raw.map((l) => Math.max(floor, l));
  const onsets = new Float64Array(count);
  const attacks = new Float64Array(count);
  let previous = floor;
  let run = 0;
  for (let i = 0; i < power.length; i++) {
    const level = power[i]! > 0 ? Math.max(floor, lufs(power[i]!)) : floor;
    const rise = level - previous;
    const second = Math.min(count - 1, Math.floor(i * frameSeconds));
    if (rise > DEAD_ZONE_DB) {
      onsets[second]! += rise - DEAD_ZONE_DB;
      // One attack per run of rising frames, however many frames its rise spans.
      if (run < ONSET_DB && run + rise >= ONSET_DB) attacks[second]! += 1;
      run += rise;
    } else run = 0;
    previous = level;
  }
  return { loudness, onsets, attacks, top: Number.isFinite(top) ? top : -70 };
}
