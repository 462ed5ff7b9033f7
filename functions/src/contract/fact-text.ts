/**
 * A track field's value as one line of a licence's facts or a rights panel: a list joined, a
 * loudness in its units (which every language writes the same way, so no label words are needed),
 * anything else as written.
 */
export interface Loudness {
  integrated: number;
  truePeak: number;
}

/** "-9.8 LUFS, -0.3 dBTP". */
export const loudnessText = (loudness: Loudness): string =>
  `${loudness.integrated.toFixed(1)} LUFS, ${loudness.truePeak.toFixed(1)} dBTP`;

const isLoudness = (value: unknown): value is Loudness =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Loudness).integrated === 'number' &&
  typeof (value as Loudness).truePeak === 'number';

export function factText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (isLoudness(value)) return loudnessText(value);
  return String(value);
}
