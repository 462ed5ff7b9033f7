import { relative, sep } from 'node:path';
import { deliveryPathProblem } from '../../functions/src/contract/file-name.ts';
import { invisibleShown } from '../../functions/src/contract/invisible-text.ts';
import { leadsOut } from '../../functions/src/delivery/leads-out.ts';
import { count, displayPath } from '../config/format-errors.ts';
import type { TrackEntry } from './catalog-entry.ts';

/** Where a master lies in the delivery folder, with forward slashes, or undefined when it is outside it. */
export function pathInFolder(folder: string, master: string): string | undefined {
  const inside = relative(folder, master);
  if (!inside || leadsOut(inside)) return undefined;
  return inside.split(sep).join('/');
}

/** A master in the delivery folder whose path the file-name rule refuses, and why. */
export interface UnnamedMaster {
  master: string;
  problem: string;
}

/**
 * The entry with each master that lies in the delivery folder named as what its licence delivers:
 * the main file's as the track's `delivery.master`, each version's as its own. The masters outside
 * the folder are returned, for the report to say, and so are those inside whose names no download
 * link can carry (file-name.ts): the track is imported, its master not named.
 */
export function withDeliveryMasters(
  entry: TrackEntry,
  masters: readonly string[],
  folder: string | null,
): { entry: TrackEntry; outside: string[]; unnamed: UnnamedMaster[] } {
  if (folder === null) return { entry, outside: [], unnamed: [] };
  const outside: string[] = [];
  const unnamed: UnnamedMaster[] = [];
  const [main, ...versions] = masters.map((master) => {
    const path = pathInFolder(folder, master);
    if (path === undefined) {
      outside.push(master);
      return undefined;
    }
    const problem = deliveryPathProblem(path);
    if (problem === undefined) return path;
    unnamed.push({ master, problem });
    return undefined;
  });
  const { rights, ...rest } = entry;
  return {
    entry: {
      ...rest,
      ...(entry.versions && {
        versions: entry.versions.map((version, v) =>
          versions[v] === undefined ? version : { ...version, delivery: { master: versions[v] } },
        ),
      }),
      ...(main !== undefined && { delivery: { ...entry.delivery, master: main } }),
      rights,
    },
    outside,
    unnamed,
  };
}

/** The import's report of the masters in the folder it could not name, each with its reason. */
export function unnamedMastersLine(unnamed: readonly UnnamedMaster[]): string {
  const one = unnamed.length === 1;
  const each = unnamed
    .map(({ master, problem }) => `${invisibleShown(displayPath(master), 'terminal')} (${problem})`)
    .join(', ');
  return `  ${count(unnamed.length, 'master')} in the delivery folder ${one ? 'is' : 'are'} not named for delivery, ${one ? 'its name is one' : 'their names are ones'} no download link can carry: ${each}. Rename ${one ? 'it' : 'them'}, then give ${one ? 'its track' : 'their tracks'} delivery: { master: … }.`;
}
