import type { ConfigPath } from './config-error.ts';

/** What a path leads to in data not yet known to be valid; undefined where it breaks off. */
export function valueAt(data: unknown, path: ConfigPath): unknown {
  let node = data;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}
