import { ENERGY_LEVELS, type EnergyLevel } from '../../../audio/energy/energy-facts.ts';
import type { SearchTrack } from './search-track.ts';

/** What a buyer asked of the catalog: the words in the box and every filter. */
export interface Choice {
  q: string;
  vocals: '' | 'instrumental' | 'vocal';
  mood: string;
  genre: string;
  /** The energy level measured (or typed): low, medium or high. */
  energy: '' | EnergyLevel;
  bpmFrom: number | null;
  bpmTo: number | null;
  /** The length of the buyer's cut in seconds: a track fits when it or one of its versions is within FIT_SECONDS. */
  fits: number | null;
  noAi: boolean;
  /** A track's id: the results nearest in sound to it first ("more like this"). */
  like: string;
}

export const NO_CHOICE: Choice = {
  q: '',
  vocals: '',
  mood: '',
  genre: '',
  energy: '',
  bpmFrom: null,
  bpmTo: null,
  fits: null,
  noAi: false,
  like: '',
};

/** An editor trims a cue to the frame; two seconds either way is what a fade or a trim absorbs. */
export const FIT_SECONDS = 2;

/** The lengths offered first: the spots an ad or a trailer is cut to. */
export const COMMON_CUTS = [15, 30, 60] as const;

/** The length choice that asks for a number of seconds of the buyer's own. */
export const OTHER_LENGTH = 'other';

export const isEmpty = (choice: Choice): boolean => JSON.stringify(choice) === JSON.stringify(NO_CHOICE);

/** How many filters a choice sets, the words and "more like this" apart; a tempo range is one filter, either end or both. */
export const filtersChosen = (choice: Choice): number =>
  [
    choice.vocals !== '',
    choice.mood !== '',
    choice.genre !== '',
    choice.energy !== '',
    choice.bpmFrom !== null || choice.bpmTo !== null,
    choice.fits !== null,
    choice.noAi,
  ].filter(Boolean).length;

/** The version that fits the cut best, or null. */
export function fittingVersion(track: SearchTrack, seconds: number): { label: string; seconds: number } | null {
  let best: { label: string; seconds: number } | null = null;
  for (const [label, length] of track.lengths) {
    if (Math.abs(length - seconds) > FIT_SECONDS) continue;
    if (!best || Math.abs(length - seconds) < Math.abs(best.seconds - seconds)) best = { label, seconds: length };
  }
  return best;
}

/** Whether a track passes every filter but the words (a track with both versions suits a buyer who wants either). */
export function passes(track: SearchTrack, choice: Choice): boolean {
  return (
    (choice.vocals === '' || track.vocals === choice.vocals || track.vocals === 'both') &&
    (choice.mood === '' || track.moods.includes(choice.mood)) &&
    (choice.genre === '' || track.genres.includes(choice.genre)) &&
    (choice.energy === '' || track.energy === choice.energy) &&
    (choice.bpmFrom === null || (track.bpm !== undefined && track.bpm >= choice.bpmFrom)) &&
    (choice.bpmTo === null || (track.bpm !== undefined && track.bpm <= choice.bpmTo)) &&
    (choice.fits === null || fittingVersion(track, choice.fits) !== null) &&
    (!choice.noAi || track.noAi)
  );
}

/** The tempo and cut lengths a search may ask for. */
export const BPM_RANGE = [1, 999] as const;
export const FITS_RANGE = [1, 3600] as const;

/** A whole number within bounds, as the address or a form field gives it; anything else asks nothing. */
export const whole = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/** An energy level as an address or a form field gives it; anything else asks nothing. */
export const energyOf = (value: string | null | undefined): '' | EnergyLevel =>
  (ENERGY_LEVELS as readonly string[]).includes(value ?? '') ? (value as EnergyLevel) : '';

/**
 * The choice an address holds (`/catalog?q=tense+synth&vocals=instrumental&fits=30&like=night-drive`), so a search
 * can be shared and the back button returns to it. What does not read as a filter is left out
 * rather than refused: a link mangled in a chat still opens the catalog.
 */
export function choiceFromAddress(search: string): Choice {
  const params = new URLSearchParams(search);
  const vocals = params.get('vocals');
  const [from = null, to = null] = params.get('bpm')?.split('-') ?? [];
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    vocals: vocals === 'instrumental' || vocals === 'vocal' ? vocals : '',
    mood: params.get('mood') ?? '',
    genre: params.get('genre') ?? '',
    energy: energyOf(params.get('energy')),
    bpmFrom: whole(from, ...BPM_RANGE),
    bpmTo: whole(to, ...BPM_RANGE),
    fits: whole(params.get('fits'), ...FITS_RANGE),
    noAi: params.get('ai') === 'none',
    like: (params.get('like') ?? '').slice(0, 200),
  };
}

/** The address's query for a choice: only what differs from no choice, in a fixed order. */
export function addressOf(choice: Choice): string {
  const params = new URLSearchParams();
  if (choice.q.trim()) params.set('q', choice.q.trim());
  if (choice.vocals) params.set('vocals', choice.vocals);
  if (choice.mood) params.set('mood', choice.mood);
  if (choice.genre) params.set('genre', choice.genre);
  if (choice.energy) params.set('energy', choice.energy);
  if (choice.bpmFrom !== null || choice.bpmTo !== null)
    params.set('bpm', `${choice.bpmFrom ?? ''}-${choice.bpmTo ?? ''}`);
  if (choice.fits !== null) params.set('fits', String(choice.fits));
  if (choice.noAi) params.set('ai', 'none');
  if (choice.like) params.set('like', choice.like);
  const query = params.toString();
  return query ? `?${query}` : '';
}
