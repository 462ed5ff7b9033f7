/**
 * How a track builds, as the build and the import measure it and the player draws it: the shape
 * the site and the measuring code share.
 */
export const ENERGY_LEVELS = ['low', 'medium', 'high'] as const;
export type EnergyLevel = (typeof ENERGY_LEVELS)[number];

export interface EnergyFacts {
  /** About one value a second, from short-term loudness and onset strength: 0 the track's quietest, 99 its most intense. */
  curve: number[];
  /** Seconds from one curve value to the next. */
  step: number;
  /** The 30 seconds a supervisor should hear first (the whole track when shorter), in seconds from its start. */
  highlight: { start: number; end: number };
  /** How intense the track is as a whole, on one scale for every track: a filter a buyer can use. */
  level: EnergyLevel;
}
