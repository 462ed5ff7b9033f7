import type { EnergyLevel } from '../../../audio/energy/energy-facts.ts';

/** What the catalog's filters read of a track, in the search file: each is a filter's question. */
export interface SearchTrack {
  id: string;
  vocals: 'instrumental' | 'vocal' | 'both';
  moods: string[];
  genres: string[];
  /** Left out where nobody measured or typed it (audio on another host): an energy filter then leaves it out. */
  energy?: EnergyLevel;
  /** Left out where the track has no steady tempo, or nobody knows it: a tempo range then leaves it out, no range shows it. */
  bpm?: number;
  /** Each version's name and length in seconds, the main version first. */
  lengths: Array<[label: string, seconds: number]>;
  /** The disclosure says no AI took part; false when some did or nothing was said. */
  noAi: boolean;
}
