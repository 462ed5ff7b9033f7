import { islandName, type IslandComponent, type IslandProps, type ScriptIsland } from './define.ts';

/**
 * Every island the browser may wake, by the name its markup carries: each `*.island.tsx` or
 * `*.island.ts` file under src/, its code fetched only when its island wakes. (The build refuses
 * two files with one name, so the browser need not check.)
 */
export const islandLoaders = new Map(
  Object.entries(
    import.meta.glob<{ default: IslandComponent<IslandProps> | ScriptIsland<IslandProps> }>('../**/*.island.{ts,tsx}'),
  ).map(([file, load]) => [islandName(file), load]),
);
