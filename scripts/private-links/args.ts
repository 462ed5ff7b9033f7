/** The private-link commands' shared notations (`npm run shortlist`, `npm run licence`): track lists and durations. */
import { UsageError } from '../cli/command.ts';

export interface TrackArg {
  id: string;
  /** A version label, "main" for the main version; undefined offers every version. */
  version?: string;
}

/** "night-drive:Instrumental,golden-hour": ids, each with an optional version after a colon. */
export function parseTracks(text: string): TrackArg[] {
  const items = text.split(',').map((item) => item.trim());
  if (items.some((item) => item === ''))
    throw new UsageError(
      `--tracks "${text}": give track ids separated by commas, e.g. --tracks night-drive,golden-hour:Instrumental`,
    );
  return items.map((item) => {
    const colon = item.indexOf(':');
    if (colon === -1) return { id: item };
    const version = item.slice(colon + 1).trim();
    if (!version) throw new UsageError(`--tracks: "${item}" names no version after the colon`);
    return { id: item.slice(0, colon).trim(), version };
  });
}

const UNITS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
/** Longer than a pitch stays relevant; a link that should live longer can be extended. */
export const MAX_EXPIRY_DAYS = 365;

/** "30d", "12h", "2w" in milliseconds. */
export function parseDuration(text: string, option = '--expires'): number {
  const match = /^(\d{1,4})([hdw])$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (UNITS[match[2] as string] as number) : NaN;
  if (!match || ms <= 0)
    throw new UsageError(`${option} "${text}": give a number and a unit, h (hours), d (days) or w (weeks), e.g. 30d`);
  if (ms > MAX_EXPIRY_DAYS * UNITS.d!)
    throw new UsageError(`${option} "${text}": at most ${MAX_EXPIRY_DAYS} days; extend it later if it needs longer`);
  return ms;
}
