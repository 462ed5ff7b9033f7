import { isAbsolute, relative, sep } from 'node:path';
import { deliveryPathProblem } from '../../src/sections/catalog/delivery-rules.ts';
import type { TrackEntry } from './catalog-entry.ts';

/** Where a master lies in the delivery folder, with forward slashes, or undefined when it is outside it. */
export function pathInFolder(folder: string, master: string): string | undefined {
  const inside = relative(folder, master);
  if (!inside || isAbsolute(inside)) return undefined;
  const path = inside.split(sep).join('/');
  return deliveryPathProblem(path) ? undefined : path;
}

/**
 * The entry with each master that lies in the delivery folder named as what its licence delivers:
 * the main file's as the track's `delivery.master`, each version's as its own. The masters outside
 * the folder are returned, for the report to say.
 */
export function withDeliveryMasters(entry: TrackEntry, masters: readonly string[], folder: string | null): { entry: TrackEntry; outside: string[] } {
  if (folder === null) return { entry, outside: [] };
  const [main, ...versions] = masters.map((master) => ({ master, path: pathInFolder(folder, master) }));
  const outside = [main, ...versions].filter((file) => file !== undefined && file.path === undefined).map((file) => file!.master);
  const { rights, ...rest } = entry;
  return {
    entry: {
      ...rest,
      ...(entry.versions && {
        versions: entry.versions.map((version, v) => (versions[v]?.path === undefined ? version : { ...version, delivery: { master: versions[v].path } })),
      }),
      ...(main?.path !== undefined && { delivery: { ...entry.delivery, master: main.path } }),
      rights,
    },
    outside,
  };
}
