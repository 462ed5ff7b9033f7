/**
 * How a cue is used, in the codes of the major US and UK cue-sheet forms: background or visual
 * (the characters hear or perform it), instrumental or vocal, and the main and end titles.
 */
export const CUE_USAGES = {
  BI: 'background instrumental',
  BV: 'background vocal',
  VI: 'visual instrumental',
  VV: 'visual vocal',
  MT: 'main title',
  ET: 'end title',
} as const;

export type CueUsage = keyof typeof CUE_USAGES;

export const isCueUsage = (value: unknown): value is CueUsage =>
  typeof value === 'string' && Object.hasOwn(CUE_USAGES, value);

/**
 * The code a request's "use" suggests, for a track with or without vocals in the version licensed:
 * the form's built-in uses are background, featured and titles; anything else is taken as background.
 */
export function cueUsageFor(usage: string | undefined, vocal: boolean): CueUsage {
  if (usage === 'titles') return 'MT';
  if (usage === 'featured') return vocal ? 'VV' : 'VI';
  return vocal ? 'BV' : 'BI';
}
